import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { addAmount, isWholeAmount, sanitizeAmount } from './rules';

/**
 * The amount block: quick-add buttons and an input that refuses the letter e. A decimal or negative amount
 * stays as typed and is refused in words, never rounded into another amount.
 */
export function AmountInput({ value, onChange, quick, hint }: { value: string; onChange: (v: string) => void; quick: readonly number[]; hint: string }) {
  const { t } = useTranslation('funds');
  const fmt = useShown();
  const id = useId();
  const refused = !isWholeAmount(value);
  return (
    <div className="amount-block">
      <div className="field">
        <label htmlFor={id}>{t('amount.label')}</label>
        <div className="amount-input">
          <span aria-hidden="true">৳</span>
          <input
            id={id}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('amount.placeholder')}
            aria-describedby={`${id}-hint`}
            aria-invalid={refused || undefined}
            value={value}
            onKeyDown={(e) => {
              if (e.key === 'e' || e.key === 'E' || e.key === '+') e.preventDefault();
            }}
            onChange={(e) => onChange(sanitizeAmount(e.target.value))}
          />
          {value && (
            <button type="button" className="amount-clear" onClick={() => onChange('')}>
              {t('amount.clear')}
            </button>
          )}
        </div>
        <small id={`${id}-hint`} className={refused ? 'funds-hint error-text' : 'funds-hint'} role={refused ? 'alert' : undefined}>
          {refused ? t('amount.notWhole') : hint}
        </small>
      </div>
      <ul className="quick-amounts" aria-label={t('amount.quick')}>
        {quick.map((a) => (
          <li key={a}>
            <button type="button" className="quick-amount" onClick={() => onChange(addAmount(value, a))}>
              +{fmt.count(a)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
