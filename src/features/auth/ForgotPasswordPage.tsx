import { useSingleFlight } from '../../ui/useSingleFlight';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useWords } from '../../i18n/words';
import { errorText, mutate } from '../../api';
import { authMutations } from '../../api/calls/auth';
import { forgotError, resetError } from '../../api/form-checks';
import { Field } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { AuthScreen } from './AuthScreen';
import { CaptchaField, useCaptcha } from './Captcha';
import { AUTH_NAMESPACES } from './namespaces';
import { FormAlert } from '../../ui/EmptyState';
import { latinDigits } from '../../lib/digits';

type Mode = 'email' | 'sms';
const COUNTRY_CODES = [
  { code: '+880', label: '+880 BD' },
  { code: '+91', label: '+91 IN' },
  { code: '+92', label: '+92 PK' },
] as const;
const REDIRECT_AFTER_RESET_MS = 1500;

type FieldName = 'username' | 'email' | 'phone' | 'otp' | 'password' | 'confirm';
/** The field each of the spec's checks is about: its message shows under that field. */
const FIELD_OF_CHECK: Record<string, FieldName> = {
  enterEmail: 'email',
  enterPhone: 'phone',
  enterUsername: 'username',
  enterOtp: 'otp',
  newPasswordRule: 'password',
  confirmNewPassword: 'confirm',
  passwordsMismatchDot: 'confirm',
};

export function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('email');
  const [step, setStep] = useState<'request' | 'otp'>('request');
  const [f, setF] = useState({ username: '', email: '', phone: '', country: '+880', otp: '', password: '', confirm: '' });
  /** the server's answer or a general problem: the form's alert */
  const [error, setError] = useWords(t);
  /** a check about one field: shown under it, which is marked invalid */
  const [invalid, setInvalid] = useState<{ field: FieldName; key: string } | null>(null);
  const [success, setSuccess] = useWords(t);

  const captcha = useCaptcha('forgot-sms', mode === 'sms');
  const byEmail = { type: 'email', email: f.email.trim(), username: f.username.trim() } as const;
  const send = useSingleFlight({
    mutationFn: () =>
      mutate(
        authMutations.forgotPassword,
        mode === 'email' ? byEmail : { type: 'sms', phone: `${f.country}${f.phone.trim()}`, username: f.username.trim(), ...captcha.sent() },
      ),
    onSuccess: () => {
      setError(null);
      // English keeps the spec's words (email / sms); Bangla gets its own
      setSuccess((t) => t('auth:forgot.sent', { channel: t(`auth:forgot.channel.${mode}`) }));
      setStep('otp');
    },
    onError: (e) => {
      if (mode === 'sms') captcha.renew();
      setError((t) => errorText(e, t('auth:forgot.sendFailed'), t('auth:forgot.sendError')));
    },
  });
  const reset = useSingleFlight({
    mutationFn: () =>
      mutate(authMutations.resetPassword, { otp: f.otp.trim(), password: f.password, password_confirmation: f.confirm, username: f.username.trim() }),
    onSuccess: () => {
      setError(null);
      setSuccess((t) => t('auth:forgot.changed'));
    },
    onError: (e) => setError((t) => errorText(e, t('auth:forgot.resetFailed'), t('auth:forgot.resetError'))),
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const id = setTimeout(() => void navigate({ to: '/login' }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(id);
  }, [reset.isSuccess, navigate]);

  /** Shows a check's message under its field (or in the form's alert); true when there is none. */
  const passes = (key: string | null): boolean => {
    const field = key ? FIELD_OF_CHECK[key] : undefined;
    setInvalid(key && field ? { field, key } : null);
    setError(key && !field ? (t) => t(`validation:${key}`) : null);
    return !key;
  };
  const fieldError = (k: FieldName) => (invalid?.field === k ? t(`validation:${invalid.key}`) : null);
  const onSend = (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    if (passes(forgotError({ mode, ...f }))) send.mutate();
  };
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (passes(resetError(f))) reset.mutate();
  };
  /** a wrong or expired code, or a mistyped address: back to the first step with what was typed */
  const backToRequest = () => {
    setStep('request');
    setF((x) => ({ ...x, otp: '' }));
    setError(null);
    setInvalid(null);
    setSuccess(null);
    reset.reset();
  };
  // a Bangla keyboard's digits in the phone number and the code are read as 0-9; a password is kept as
  // typed, since login compares it as typed
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: k === 'password' || k === 'confirm' ? e.target.value : latinDigits(e.target.value) }));

  return (
    <AuthScreen
      title={t('auth:forgot.title')}
      subtitle={step === 'request' ? t('auth:forgot.subtitle') : t('auth:forgot.otpSubtitle')}
      after={
        <>
          {t('auth:forgot.remembered')} <Link to="/login">{t('auth:forgot.backToLogin')}</Link>
        </>
      }
    >
      {step === 'request' ? (
        <>
          <Tabs
            label={t('auth:forgot.title')}
            idPrefix="forgot"
            value={mode}
            onChange={(m) => {
              setMode(m);
              setError(null);
              setInvalid(null);
            }}
            tabs={[
              { id: 'email', label: t('auth:forgot.emailTab') },
              { id: 'sms', label: t('auth:forgot.smsTab') },
            ]}
          />
          {/* a form may not take the tabpanel role: the panel holds it */}
          <div role="tabpanel" aria-labelledby={`forgot-${mode}`}>
            <form onSubmit={onSend} noValidate>
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
                <>
                  <Field
                    label={t('auth:fields.phone')}
                    name="phone"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    value={f.phone}
                    onChange={set('phone')}
                    error={fieldError('phone')}
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
                  <CaptchaField captcha={captcha} />
                </>
              )}
              <FormAlert message={error} />
              <button type="submit" className="btn btn-primary btn-block auth-submit" disabled={send.isPending}>
                {t('auth:forgot.send')}
              </button>
            </form>
          </div>
        </>
      ) : (
        <form onSubmit={onConfirm} noValidate>
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
          <FormAlert message={error} />
          <button type="submit" className="btn btn-primary btn-block auth-submit" disabled={reset.isPending || reset.isSuccess}>
            {t('auth:forgot.confirm')}
          </button>
          {!reset.isSuccess && (
            <p className="auth-after">
              {/* not while the reset is in flight: a second tap landing here dropped a reset that succeeded */}
              <button type="button" className="btn-link" onClick={backToRequest} disabled={reset.isPending}>
                {t('auth:forgot.newCode')}
              </button>
            </p>
          )}
        </form>
      )}
    </AuthScreen>
  );
}
