import { useTranslation } from '../../i18n/react';
import { digitsOnly } from '../../lib/digits';
import { Field } from '../../ui/Field';
import { CaptchaImageButton } from './Captcha';
import { CALLING_CODE, NAME_MAX } from './register-rules';
import type { StepProps } from './RegisterStep1';
import { StepAlert } from './StepAlert';

/** Registration step 2: the player (name, phone, e-mail), the captcha and the age check. */
export function RegisterStep2({
  form,
  set,
  fieldError,
  stepError,
  onSubmit,
  captcha,
  onNewCaptcha,
  onPrevious,
  pending,
}: StepProps & {
  captcha: Parameters<typeof CaptchaImageButton>[0]['image'];
  onNewCaptcha: () => void;
  onPrevious: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('desktop');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('register.step2')}>
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
        <CaptchaImageButton image={captcha} onNew={onNewCaptcha} />
      </div>
      <label className="dk-check dk-age">
        <input type="checkbox" name="ageCheck" checked={form.ageCheck} onChange={(e) => set('ageCheck', e.target.checked)} />
        <span>{t('register.age')}</span>
      </label>
      <StepAlert error={stepError} />
      <div className="dk-register-actions">
        <button type="button" className="btn" onClick={onPrevious}>
          {t('register.previous')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('register.submitting') : t('register.submit')}
        </button>
      </div>
    </form>
  );
}
