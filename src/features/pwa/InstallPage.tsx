import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { promptInstall, useInstallState } from './install-state';
import './pwa.css';

/** /install (and the desktop app-download path): install the PWA instead of an apk. */
export function InstallPage() {
  const { t } = useTranslation('pwa');
  const { standalone, canPrompt, ios } = useInstallState();
  const [asked, setAsked] = useState(false);
  return (
    <main className="page pwa-install-page">
      <img src="/icons/icon-192.png" alt="" width={96} height={96} className="pwa-install-icon" />
      <h1 className="page-title">{t('install.title')}</h1>
      <p>{t('install.intro')}</p>
      <ul className="pwa-install-points">
        <li>{t('install.point.fast')}</li>
        <li>{t('install.point.offline')}</li>
        <li>{t('install.point.small')}</li>
      </ul>
      {standalone ? (
        <p className="pwa-install-done" role="status">
          {t('install.installed')}
        </p>
      ) : canPrompt ? (
        <button
          type="button"
          className="btn btn-primary pwa-install-cta"
          onClick={() => {
            setAsked(true);
            void promptInstall();
          }}
        >
          {t('install.button')}
        </button>
      ) : ios ? (
        <section aria-labelledby="ios-steps">
          <h2 id="ios-steps">{t('install.ios.title')}</h2>
          <ol className="pwa-install-steps">
            <li>{t('install.ios.step1')}</li>
            <li>{t('install.ios.step2')}</li>
            <li>{t('install.ios.step3')}</li>
          </ol>
        </section>
      ) : (
        <section aria-labelledby="other-steps">
          <h2 id="other-steps">{asked ? t('install.other.after') : t('install.other.title')}</h2>
          <ol className="pwa-install-steps">
            <li>{t('install.other.step1')}</li>
            <li>{t('install.other.step2')}</li>
          </ol>
        </section>
      )}
    </main>
  );
}
