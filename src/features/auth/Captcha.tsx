import './captcha.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { imageSrc } from '../../api';
import { authQueries } from '../../api/calls/auth';
import { useTranslation } from '../../i18n/react';
import { digitsOnly } from '../../lib/digits';
import { Field } from '../../ui/Field';
import { AUTH_NAMESPACES } from './namespaces';

/**
 * The server's 4-digit captcha (/captcha): sign-up and the SMS tab of forgot password send its answer
 * with the image's id. Each image is good for one try, so a refused attempt asks for a new one.
 */
export function useCaptcha(scope: string, enabled = true) {
  const image = useQuery({ ...authQueries.captcha(scope), enabled });
  const [answer, setAnswer] = useState('');
  return {
    answer,
    setAnswer: (s: string) => setAnswer(digitsOnly(s).slice(0, 4)),
    /** what the call sends beside the form's fields */
    sent: () => ({ captcha: answer, captcha_id: image.data?.id ?? '' }),
    renew: () => {
      setAnswer('');
      void image.refetch();
    },
    image,
  };
}
export type CaptchaState = ReturnType<typeof useCaptcha>;

/** The captcha image; a click fetches a new one. */
export function CaptchaImageButton({ image, onNew }: { image: CaptchaState['image']; onNew: () => void }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  // the states live inside the image's button (a new image is a click on it), too small a place for QueryState
  const { data, isFetching, isError } = image;
  return (
    <button type="button" className="captcha-img" onClick={onNew} aria-label={t('auth:captcha.renew')} disabled={isFetching}>
      {data ? (
        <img src={imageSrc(data.image)} alt="" width={110} height={44} data-captcha-id={data.id} />
      ) : (
        <span>{isError ? t('auth:captcha.failed') : t('auth:captcha.loading')}</span>
      )}
    </button>
  );
}

/** The labelled answer field beside its image. */
export function CaptchaField({ captcha, label, error }: { captcha: CaptchaState; label?: string; error?: string | null }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  return (
    <div className="captcha-row">
      <Field
        label={label ?? t('auth:captcha.label')}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={captcha.answer}
        onChange={(e) => captcha.setAnswer(e.target.value)}
        error={error ?? null}
      />
      <CaptchaImageButton image={captcha.image} onNew={captcha.renew} />
    </div>
  );
}
