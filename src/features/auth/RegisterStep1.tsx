import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Field } from '../../ui/Field';
import { CURRENCY_IDS, normaliseUsername, PASSWORD_MAX, REFERRAL_MAX, type RegisterForm, type StepError, USERNAME_MAX } from './register-rules';
import { StepAlert } from './StepAlert';

/** What both steps get from the page: the form, its setter and the errors to show. */
export interface StepProps {
  form: RegisterForm;
  set: <K extends keyof RegisterForm>(k: K, value: RegisterForm[K]) => void;
  fieldError: (k: keyof RegisterForm) => string | undefined;
  stepError: StepError | null;
  onSubmit: (e: FormEvent) => void;
}

/** Registration step 1: the account (username, password, referral code, currency). */
export function RegisterStep1({ form, set, fieldError, stepError, onSubmit }: StepProps) {
  const { t } = useTranslation('desktop');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('register.step1')}>
      <Field
        label={t('register.username')}
        name="username"
        autoComplete="username"
        value={form.username}
        maxLength={USERNAME_MAX}
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
  );
}
