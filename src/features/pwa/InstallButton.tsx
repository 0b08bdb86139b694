import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { promptInstall, useInstallState } from './install-state';

/**
 * The header's Install entry (it replaces the old apk download link): the browser's own prompt
 * where it offers one, otherwise the install page with the steps (iOS Safari: Add to Home Screen).
 * Hidden when the app already runs installed. compact: an icon button with a hidden label.
 */
export function InstallButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('pwa');
  const { standalone, canPrompt } = useInstallState();
  if (standalone) return null;
  const className = compact ? 'icon-btn header-install' : 'pwa-install-btn';
  const label = compact ? <span className="visually-hidden">{t('install.app')}</span> : t('install.button');
  if (canPrompt) {
    return (
      <button type="button" className={className} data-testid="install-entry" onClick={() => void promptInstall()}>
        <DownloadIcon />
        {label}
      </button>
    );
  }
  return (
    <Link to="/install" className={className} data-testid="install-entry">
      <DownloadIcon />
      {label}
    </Link>
  );
}

function DownloadIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 3v11m0 0l-4-4m4 4l4-4M5 17v3h14v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
