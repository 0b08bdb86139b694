import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { type Lang, setLanguage } from '../../i18n';

const never = () => () => {};

/**
 * English / Bangla; switches at once and is remembered. On a prerendered page it is disabled until
 * hydrated (React's server snapshot): a choice made before React listens would be lost.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const live = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const lang = (i18n.language === 'bn' ? 'bn' : 'en') as Lang;
  return (
    <label className="lang-toggle">
      <span className={compact ? 'visually-hidden' : ''}>{t('language.label')}</span>
      <select value={lang} disabled={!live} onChange={(e) => void setLanguage(e.target.value as Lang)} aria-label={t('language.label')}>
        <option value="en">English · BDT</option>
        <option value="bn">বাংলা · BDT</option>
      </select>
    </label>
  );
}
