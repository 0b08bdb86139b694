import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n/react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** adds a show/hide control to a password field (its words from the common namespace) */
  revealable?: boolean;
  prefix?: ReactNode;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, revealable, prefix, type, ...rest }: FieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [shown, setShown] = useState(false);
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const described = [error ? errId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        {prefix}
        <input id={id} type={revealable && shown ? 'text' : type} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
        {revealable && (
          <button type="button" className="btn" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? t('password.hide') : t('password.show')}
          </button>
        )}
      </div>
      {hint && (
        <small id={hintId} style={{ color: 'var(--c-muted)' }}>
          {hint}
        </small>
      )}
      {error && (
        <p id={errId} className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
