import { useTranslation } from '../../i18n/react';
import { setBalanceHidden, useBalanceHidden } from '../../features/wallet';

/** The eye button that hides and shows every balance. */
export function HideBalanceButton({ className = 'icon-btn' }: { className?: string }) {
  const { t } = useTranslation('desktop');
  const isHidden = useBalanceHidden();
  return (
    <button
      type="button"
      className={className}
      aria-label={isHidden ? t('header.showBalance') : t('header.hideBalance')}
      aria-pressed={isHidden}
      onClick={() => setBalanceHidden(!isHidden)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3" fill="currentColor" />
        {isHidden && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
      </svg>
    </button>
  );
}
