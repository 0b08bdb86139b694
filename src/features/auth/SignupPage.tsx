import { useSingleFlight } from '../../ui/useSingleFlight';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { Words } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useWords } from '../../i18n/words';
import { isApiError } from '../../api';
import { serverText } from '../../i18n/server-text';
import { type SignupField, signupErrors } from '../../api/form-checks';
import { useSession } from '../../session';
import { Field } from '../../ui/Field';
import { AuthScreen } from './AuthScreen';
import { CaptchaField, type CaptchaState, useCaptcha } from './Captcha';
import { createAccount, keepNewAccount } from './create-account';
import { AUTH_NAMESPACES } from './namespaces';
import { FormAlert } from '../../ui/EmptyState';
import { latinDigits } from '../../lib/digits';

type Form = Record<SignupField | 'name' | 'referral_code', string> & { currency: 'BDT' | 'INR' | 'PKR' };
type FieldErrors = Partial<Record<string, Words>>;
type Session = ReturnType<typeof useSession>;
/** The props that tie a Field to one value of the form. */
type Bind = (k: keyof Form) => { name: keyof Form; value: string; onChange: (e: { target: { value: string } }) => void; error: string | null };

interface SignupCall {
  form: Form;
  session: Session;
  captcha: CaptchaState;
  setErrors: (errors: FieldErrors) => void;
  setGeneral: (words: Words | null) => void;
  setCreated: (created: { reason: string | null }) => void;
  navigate: ReturnType<typeof useNavigate>;
}

/** The account creation: logged in on success, or told the account exists; the server's field errors beside their fields. */
function useSignupCall({ form, session, captcha, setErrors, setGeneral, setCreated, navigate }: SignupCall) {
  return useSingleFlight({
    mutationFn: async () => {
      const body = {
        ...form,
        ...captcha.sent(),
        username: form.username.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        agent_code: session.agent_code ?? '',
        status: 'active',
      };
      return createAccount(body);
    },
    onSuccess: async (r) => {
      await keepNewAccount(r);
      if (r.login) await navigate({ to: '/' });
      else setCreated({ reason: r.reason });
    },
    onError: (e) => {
      if (isApiError(e) && e.isNetwork) return setGeneral((t) => t('auth:signup.network'));
      // a captcha is good for one try: the next attempt needs a new image
      captcha.renew();
      const fieldErrors = isApiError(e) ? (e.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k, () => serverText(m[0] ?? '')])));
        setGeneral(null);
        return;
      }
      setGeneral((t) => (isApiError(e) ? e.messageOr(t('auth:signup.failed')) : t('auth:signup.failed')));
    },
  });
}

/** The account exists but the automatic login after it failed: the server's reason, if it gave one, and the way to log in. */
function AccountCreatedNotice({ reason, focusRef }: { reason: string | null; focusRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  return (
    <div ref={focusRef} tabIndex={-1} className="alert alert-success auth-created" role="alert">
      <p>
        <strong>{t('auth:signup.created')}</strong>
        {reason && ` ${serverText(reason)}`}
      </p>
      <p>
        {t('auth:signup.createdLogin')} <Link to="/login">{t('auth:signup.toLogin')}</Link>
      </p>
    </div>
  );
}

interface SignupFormProps {
  onSubmit: (e: FormEvent) => void;
  bind: Bind;
  currency: Form['currency'];
  onCurrency: (currency: Form['currency']) => void;
  captcha: CaptchaState;
  captchaError: string | undefined;
  agentCode: string;
  general: string | null;
  pending: boolean;
}

function SignupForm({ onSubmit, bind, currency, onCurrency, captcha, captchaError, agentCode, general, pending }: SignupFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field
        label={t('auth:fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth:signup.usernameHint')}
        {...bind('username')}
      />
      <Field
        label={t('auth:fields.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth:signup.passwordHint')}
        revealable
        {...bind('password')}
      />
      <Field label={t('auth:fields.confirmPassword')} type="password" autoComplete="new-password" {...bind('confirmPassword')} />
      <div className="field">
        <label htmlFor="signup-currency">{t('auth:fields.currency')}</label>
        <select id="signup-currency" value={currency} onChange={(e) => onCurrency(e.target.value as Form['currency'])}>
          {(['BDT', 'INR', 'PKR'] as const).map((c) => (
            <option key={c} value={c}>
              {t(`auth:currencies.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('auth:fields.fullName')} autoComplete="name" maxLength={100} {...bind('name')} />
      <Field
        label={t('auth:fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={
          <span className="auth-prefix" aria-hidden="true">
            +88
          </span>
        }
        {...bind('phone')}
      />
      <Field label={t('auth:fields.email')} type="email" autoComplete="email" {...bind('email')} />
      <Field label={t('auth:fields.referralCode')} autoComplete="off" {...bind('referral_code')} />
      <CaptchaField captcha={captcha} error={captchaError} />
      <input type="hidden" name="agent_code" value={agentCode} />
      <FormAlert message={general} />
      <button type="submit" className="btn btn-primary btn-block auth-submit" disabled={pending}>
        {pending ? t('auth:signup.submitting') : t('auth:signup.submit')}
      </button>
      <p className="auth-notice">{t('auth:signup.notice')}</p>
    </form>
  );
}

export function SignupPage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const navigate = useNavigate();
  const session = useSession();
  const [form, setForm] = useState<Form>(() => ({
    username: '',
    password: '',
    confirmPassword: '',
    currency: 'BDT',
    name: '',
    phone: '',
    email: '',
    referral_code: session.referral_code || session.affiliate_code || '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useWords(t);
  /** the account exists but the automatic login after it failed: the server's reason, if it gave one */
  const [created, setCreated] = useState<{ reason: string | null } | null>(null);
  const createdRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  const captcha = useCaptcha('signup');
  const signup = useSignupCall({ form, session, captcha, setErrors, setGeneral, setCreated, navigate });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    const errs = signupErrors(form);
    setErrors(Object.fromEntries(Object.entries(errs).map(([k, key]): [string, Words] => [k, (t) => t(`validation:${key}`)])));
    if (Object.keys(errs).length === 0) signup.mutate();
  };
  const bind: Bind = (k) => ({
    name: k,
    value: form[k],
    onChange: (e) => setForm((f) => ({ ...f, [k]: k === 'phone' ? latinDigits(e.target.value) : e.target.value })),
    error: errors[k]?.(t) ?? null,
  });

  return (
    <AuthScreen
      title={t('auth:signup.title')}
      subtitle={t('auth:signup.subtitle')}
      after={
        <>
          {t('auth:signup.haveAccount')} <Link to="/login">{t('auth:signup.login')}</Link>
        </>
      }
    >
      {created ? (
        <AccountCreatedNotice reason={created.reason} focusRef={createdRef} />
      ) : (
        <SignupForm
          onSubmit={submit}
          bind={bind}
          currency={form.currency}
          onCurrency={(currency) => setForm({ ...form, currency })}
          captcha={captcha}
          captchaError={errors.captcha?.(t)}
          agentCode={session.agent_code ?? ''}
          general={general}
          pending={signup.isPending}
        />
      )}
    </AuthScreen>
  );
}
