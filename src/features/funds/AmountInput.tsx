import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { addAmount, sanitizeAmount } from './rules';

/** The amount block: quick-add buttons and a digits-only input that refuses the letter e. */
export function AmountInput({ value, onChange, quick, hint }: { value: string; onChange: (v: string) => void; quick: readonly number[]; hint: string }) {
  const { t } = useTranslation('funds');
  const id = useId();
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
            value={value}
            onKeyDown={(e) => {
              if (e.key === 'e' || e.key === 'E' || e.key === '+' || e.key === '-' || e.key === '.') e.preventDefault();
            }}
            onChange={(e) => onChange(sanitizeAmount(e.target.value))}
          />
          {value && (
            <button type="button" className="amount-clear" onClick={() => onChange('')}>
              {t('amount.clear')}
            </button>
          )}
        </div>
        <small id={`${id}-hint`} className="funds-hint">
          {hint}
        </small>
      </div>
      <ul className="quick-amounts" aria-label={t('amount.quick')}>
        {quick.map((a) => (
          <li key={a}>
            <button type="button" className="quick-amount" onClick={() => onChange(addAmount(value, a))}>
              +{a.toLocaleString('en-US')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
