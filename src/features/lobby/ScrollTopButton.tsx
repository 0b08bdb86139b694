import { useTranslation } from '../../i18n/react';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { useScrolledPast } from './hooks';

/** Back to the top, shown once the page is scrolled past 300 px. */
export function ScrollTopButton() {
  const { t } = useTranslation('lobby');
  const past = useScrolledPast(300);
  const reduced = usePrefersReducedMotion();
  if (!past) return null;
  return (
    <button type="button" className="scroll-top" aria-label={t('scrollTop')} onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
