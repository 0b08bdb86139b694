import './desktop.css';
import { useQuery } from '@tanstack/react-query';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useWords } from '../../i18n/words';
import { serverText } from '../../i18n/server-text';
import { errorText, isApiError } from '../../api';
import { authQueries } from '../../api/queries/auth';
import { useLoggedIn, useSession } from '../../session';
import { CaptchaImageButton, createAccount, keepNewAccount } from '../auth';
import { Field } from '../../ui/Field';
import {
  CALLING_CODE,
  CURRENCY_IDS,
  EMPTY_REGISTER,
  NAME_MAX,
  normaliseUsername,
  PASSWORD_MAX,
  REFERRAL_MAX,
  type RegisterForm,
  STEP1_FIELDS,
  type StepError,
  signupPayload,
  step1Error,
  step2Error,
} from './register-rules';
import { StepAlert } from './RegisterParts';
import { FormAlert } from '../../ui/EmptyState';
import { digitsOnly } from '../../lib/digits';

/** Server field names mapped onto the desktop form's fields that show an error; any other goes to the general alert. */
const FIELD_OF: Record<string, keyof RegisterForm> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  referral_code: 'friendReferCode',
  name: 'realName',
  phone: 'phoneNumber',
  email: 'email',
  captcha: 'captcha',
};

/** Desktop registration (/register): two steps; Next and Previous keep what was typed. */
export function RegisterPage() {
  const { t } = useTranslation(['desktop', 'auth']);
  const session = useSession();
  const loggedIn = useLoggedIn();
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState<RegisterForm>(() => ({ ...EMPTY_REGISTER, friendReferCode: session.referral_code || session.affiliate_code || '' }));
  const [stepError, setStepError] = useState<StepError | null>(null);
  /** the server's words about a field, as sent: shown in the player's language (serverText) */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof RegisterForm, string>>>({});
  const fieldError = (k: keyof RegisterForm) => (fieldErrors[k] ? serverText(fieldErrors[k]) : undefined);
  const [general, setGeneral] = useWords(t);
  /** the account was made: logged in, or not (the automatic login failed, for the server's reason if it gave one) */
  const [created, setCreated] = useState<{ loggedIn: boolean; reason: string | null } | null>(null);
  const captcha = useQuery({ ...authQueries.captcha('desktop-register'), enabled: step === 2 });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // a new step moves focus to the heading (not on the first render)
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const set = <K extends keyof RegisterForm>(k: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [k]: value }));
    setFieldErrors((e) => ({ ...e, [k]: undefined }));
  };
  const newCaptcha = () => {
    set('captcha', '');
    void captcha.refetch();
  };

  const submit = useSingleFlight({
    mutationFn: async () => {
      const payload = signupPayload(form, captcha.data?.id ?? '', session.agent_code ?? '');
      return createAccount(payload);
    },
    onSuccess: async (r) => {
      await keepNewAccount(r);
      setForm({ ...EMPTY_REGISTER });
      setFieldErrors({});
      setStep(1);
      setCreated({ loggedIn: !!r.login, reason: r.reason });
    },
    onError: (e) => {
      // a captcha is good for one try: the next attempt needs a new image
      newCaptcha();
      const errs = isApiError(e) ? (e.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      const entries = Object.entries(errs ?? {});
      setFieldErrors(Object.fromEntries(entries.flatMap(([k, m]) => (FIELD_OF[k] ? [[FIELD_OF[k], m[0] ?? '']] : []))));
      // a field this form does not have: its message goes to the general alert, not under another field
      const other = entries.filter(([k]) => !FIELD_OF[k]).map(([, m]) => m[0] ?? '');
      const onFields = entries.some(([k]) => FIELD_OF[k]);
      if (other.join('').trim()) setGeneral(() => other.map(serverText).join(' ').trim());
      else setGeneral(onFields ? null : (t) => errorText(e, t('auth:signup.failed'), t('auth:signup.network')));
      if (entries.some(([k]) => (STEP1_FIELDS as readonly string[]).includes(k))) setStep(1);
    },
  });

  const next = (e: FormEvent) => {
    e.preventDefault();
    const err = step1Error(form);
    setStepError(err);
    if (!err) {
      setCreated(null);
      setStep(2);
    }
  };
  const finish = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    const err = step2Error(form);
    setStepError(err);
    if (!err) submit.mutate();
  };
  const previous = () => {
    setStepError(null);
    setStep(1);
  };

  return (
    <main className="dk-page dk-register">
      <div className="dk-register-card">
        <div className="dk-register-aside" aria-hidden="true">
          <p className="dk-register-kicker">{t('register.kicker')}</p>
          <p className="dk-register-big">{t('register.bonus')}</p>
          <p>{t('register.asideText')}</p>
        </div>
        <div className="dk-register-main">
          <h1 className="dk-h1" ref={headingRef} tabIndex={-1}>
            {t('register.title')}
          </h1>
          <ol className="dk-steps" aria-label={t('register.progress')}>
            <li aria-current={step === 1 ? 'step' : undefined} data-done={step > 1}>
              <span>1</span> {t('register.step1')}
            </li>
            <li aria-current={step === 2 ? 'step' : undefined}>
              <span>2</span> {t('register.step2')}
            </li>
          </ol>
          {created?.loggedIn && loggedIn && (
            <div className="alert alert-success" role="status">
              <strong>{t('register.success')}</strong> <Link to="/">{t('register.toLobby')}</Link> ·{' '}
              <Link to="/account" search={{ tab: 'deposit' }}>
                {t('register.toDeposit')}
              </Link>
            </div>
          )}
          {created && !created.loggedIn && (
            <div className="alert alert-success" role="alert">
              <strong>{t('auth:signup.created')}</strong>
              {created.reason && ` ${serverText(created.reason)}`} {t('auth:signup.createdLogin')} <Link to="/login">{t('auth:signup.toLogin')}</Link>
            </div>
          )}
          <FormAlert message={general} />
          {step === 1 ? (
            <form onSubmit={next} noValidate aria-label={t('register.step1')}>
              <Field
                label={t('register.username')}
                name="username"
                autoComplete="username"
                value={form.username}
                maxLength={15}
                onChange={(e) => set('username', normaliseUsername(e.target.value))}
                hint={t('register.usernameHint')}
                error={fieldError('username')}
              />
              <Field
                label={t('register.password')}
                name="password"
                type="password"
                autoComplete="new-password"
                value={form.password}
                maxLength={PASSWORD_MAX}
                onChange={(e) => set('password', e.target.value)}
                hint={t('register.passwordHint')}
                revealable
                error={fieldError('password')}
              />
              <Field
                label={t('register.confirmPassword')}
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                value={form.confirmPassword}
                maxLength={PASSWORD_MAX}
                onChange={(e) => set('confirmPassword', e.target.value)}
                error={fieldError('confirmPassword')}
              />
              <Field
                label={t('register.referral')}
                name="friendReferCode"
                autoComplete="off"
                value={form.friendReferCode}
                maxLength={REFERRAL_MAX}
                onChange={(e) => set('friendReferCode', e.target.value.trim())}
                hint={t('register.referralHint')}
                error={fieldError('friendReferCode')}
              />
              <div className="field">
                <label htmlFor="dk-currency">{t('register.currency')}</label>
                <select id="dk-currency" value={form.currencyType} onChange={(e) => set('currencyType', Number(e.target.value))}>
                  <option value={CURRENCY_IDS.BDT}>৳ BDT</option>
                  <option value={CURRENCY_IDS.INR}>₹ INR</option>
                  <option value={CURRENCY_IDS.PKR}>₨ PKR</option>
                </select>
              </div>
              <StepAlert error={stepError} />
              <button type="submit" className="btn btn-primary btn-block">
                {t('register.next')}
              </button>
            </form>
          ) : (
            <form onSubmit={finish} noValidate aria-label={t('register.step2')}>
              <Field
                label={t('register.fullName')}
                name="realName"
                autoComplete="name"
                value={form.realName}
                maxLength={NAME_MAX}
                onChange={(e) => set('realName', e.target.value)}
                hint={t('register.fullNameHint')}
                error={fieldError('realName')}
              />
              <div className="dk-phone-row">
                <div className="field dk-calling">
                  <label htmlFor="dk-calling">{t('register.callingCode')}</label>
                  <select id="dk-calling" value={form.callingCode} onChange={(e) => set('callingCode', e.target.value)}>
                    <option value={CALLING_CODE}>+{CALLING_CODE}</option>
                  </select>
                </div>
                <Field
                  label={t('register.phone')}
                  name="phoneNumber"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={form.phoneNumber}
                  maxLength={15}
                  onChange={(e) => set('phoneNumber', digitsOnly(e.target.value))}
                  error={fieldError('phoneNumber')}
                />
              </div>
              <Field
                label={t('register.email')}
                name="email"
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
                error={fieldError('email')}
              />
              <div className="dk-captcha-row">
                <Field
                  label={t('register.captcha')}
                  name="captcha"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  value={form.captcha}
                  onChange={(e) => set('captcha', digitsOnly(e.target.value).slice(0, 4))}
                  error={fieldError('captcha')}
                />
                <CaptchaImageButton image={captcha} onNew={newCaptcha} />
              </div>
              <label className="dk-check dk-age">
                <input type="checkbox" name="ageCheck" checked={form.ageCheck} onChange={(e) => set('ageCheck', e.target.checked)} />
                <span>{t('register.age')}</span>
              </label>
              <StepAlert error={stepError} />
              <div className="dk-register-actions">
                <button type="button" className="btn" onClick={previous}>
                  {t('register.previous')}
                </button>
                <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
                  {submit.isPending ? t('register.submitting') : t('register.submit')}
                </button>
              </div>
            </form>
          )}
          <p className="dk-register-login">
            {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
          </p>
        </div>
      </div>
    </main>
  );
}
