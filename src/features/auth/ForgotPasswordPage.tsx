import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { FormAlert } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { AuthScreen } from './AuthScreen';
import { CaptchaField } from './Captcha';
import { AUTH_NAMESPACES } from './namespaces';
import { type ForgotPassword, useForgotPassword } from './useForgotPassword';

const COUNTRY_CODES = [
  { code: '+880', label: '+880 BD' },
  { code: '+91', label: '+91 IN' },
  { code: '+92', label: '+92 PK' },
] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const forgot = useForgotPassword(t);
  return (
    <AuthScreen
      title={t('auth:forgot.title')}
      subtitle={forgot.step === 'request' ? t('auth:forgot.subtitle') : t('auth:forgot.otpSubtitle')}
      after={
        <>
          {t('auth:forgot.remembered')} <Link to="/login">{t('auth:forgot.backToLogin')}</Link>
        </>
      }
    >
      {forgot.step === 'request' ? <RequestCodeStep forgot={forgot} /> : <NewPasswordStep forgot={forgot} />}
    </AuthScreen>
  );
}

/** The first step: the tabs (e-mail or SMS) and the form that asks for a code. */
function RequestCodeStep({ forgot }: { forgot: ForgotPassword }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const { mode, f, set, fieldError } = forgot;
  return (
    <>
      <Tabs
        label={t('auth:forgot.title')}
        idPrefix="forgot"
        value={mode}
        onChange={forgot.chooseMode}
        tabs={[
          { id: 'email', label: t('auth:forgot.emailTab') },
          { id: 'sms', label: t('auth:forgot.smsTab') },
        ]}
      />
      {/* a form may not take the tabpanel role: the panel holds it */}
      <div role="tabpanel" aria-labelledby={`forgot-${mode}`}>
        <form onSubmit={forgot.onSend} noValidate>
          <Field
            label={t('auth:fields.username')}
            name="username"
            autoComplete="username"
            value={f.username}
            onChange={set('username')}
            error={fieldError('username')}
          />
          {mode === 'email' ? (
            <Field
              label={t('auth:fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={f.email}
              onChange={set('email')}
              error={fieldError('email')}
            />
          ) : (
            <SmsFields forgot={forgot} />
          )}
          <FormAlert message={forgot.error} />
          <button type="submit" className="btn btn-primary btn-block auth-submit" disabled={forgot.send.isPending}>
            {t('auth:forgot.send')}
          </button>
        </form>
      </div>
    </>
  );
}

/** By SMS: the phone number with its country code, and the captcha. */
function SmsFields({ forgot }: { forgot: ForgotPassword }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const { f, set } = forgot;
  return (
    <>
      <Field
        label={t('auth:fields.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={f.phone}
        onChange={set('phone')}
        error={forgot.fieldError('phone')}
        prefix={
          <select aria-label={t('auth:forgot.countryCode')} value={f.country} onChange={set('country')}>
            {COUNTRY_CODES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        }
      />
      <CaptchaField captcha={forgot.captcha} />
    </>
  );
}

/** The second step: the code that was sent and the new password, twice. */
function NewPasswordStep({ forgot }: { forgot: ForgotPassword }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const { f, set, fieldError, reset, success } = forgot;
  return (
    <form onSubmit={forgot.onConfirm} noValidate>
      {success && (
        <p className="alert alert-success" role="status">
          {success}
        </p>
      )}
      <Field
        label={t('auth:forgot.otp')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth:forgot.otpPlaceholder')}
        value={f.otp}
        onChange={set('otp')}
        error={fieldError('otp')}
      />
      <Field
        label={t('auth:forgot.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        revealable
        value={f.password}
        onChange={set('password')}
        error={fieldError('password')}
      />
      <Field
        label={t('auth:forgot.confirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={f.confirm}
        onChange={set('confirm')}
        error={fieldError('confirm')}
      />
      <FormAlert message={forgot.error} />
      <button type="submit" className="btn btn-primary btn-block auth-submit" disabled={reset.isPending || reset.isSuccess}>
        {t('auth:forgot.confirm')}
      </button>
      {!reset.isSuccess && (
        <p className="auth-after">
          {/* not while the reset is in flight: a second tap landing here dropped a reset that succeeded */}
          <button type="button" className="btn-link" onClick={forgot.backToRequest} disabled={reset.isPending}>
            {t('auth:forgot.newCode')}
          </button>
        </p>
      )}
    </form>
  );
}
