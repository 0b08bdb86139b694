import { useTranslation } from '../../i18n/react';
import type { StepError } from './register-rules';

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
