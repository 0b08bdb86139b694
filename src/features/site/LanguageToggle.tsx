import { useTranslation } from '../../i18n/react';
import { type Lang, setLanguage } from '../../i18n';

/** This device's notifications come in the new language too (their code loads only where they are on). */
function followPushLanguage(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  void import('../push').then((m) => m.followLanguage()).catch(() => undefined);
}

/** English / Bangla; switches at once and is remembered. On a prerendered page the shell's UntilHydrated holds it. */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const lang = (i18n.language === 'bn' ? 'bn' : 'en') as Lang;
  return (
    <label className="lang-toggle">
      <span className={compact ? 'visually-hidden' : ''}>{t('language.label')}</span>
      <select value={lang} onChange={(e) => void setLanguage(e.target.value as Lang).then(followPushLanguage)} aria-label={t('language.label')}>
        <option value="en">English · BDT</option>
        <option value="bn">বাংলা · BDT</option>
      </select>
    </label>
  );
}
