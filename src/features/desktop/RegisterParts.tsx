import { useTranslation } from '../../i18n/react';
import type { StepError } from './register-rules';
import { imageSrc } from '../../api';

/** The step's refusal, in the spec's words. */
export function StepAlert({ error }: { error: StepError | null | undefined }) {
  const { t } = useTranslation('desktop');
  if (!error) return null;
  return (
    <p className="alert alert-error" role="alert">
      {t(`register.errors.${error}`)}
    </p>
  );
}

/** The captcha image; a click fetches a new one (each image is good for one try). */
export function CaptchaImageButton({
  image,
  onNew,
  busy,
  failed,
}: {
  image: { image: string; id: string } | undefined;
  onNew: () => void;
  busy: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('desktop');
  return (
    <button type="button" className="dk-captcha-img" onClick={onNew} aria-label={t('register.newCaptcha')} disabled={busy}>
      {image ? (
        <img src={imageSrc(image.image)} alt="" width={110} height={44} data-captcha-id={image.id} />
      ) : (
        <span>{failed ? t('register.captchaFailed') : t('register.captchaLoading')}</span>
      )}
    </button>
  );
}
