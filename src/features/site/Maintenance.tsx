import { useTranslation } from '../../i18n/react';

export function Maintenance({ supportMail }: { supportMail?: string | null | undefined }) {
  const { t } = useTranslation('common');
  return (
    <main className="page" style={{ textAlign: 'center', paddingTop: 64 }}>
      <div aria-hidden="true" style={{ fontSize: 56 }}>
        🛠️
      </div>
      <h1 className="page-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.back')}</p>
      <p>
        {t('maintenance.contact')} {supportMail && <a href={`mailto:${supportMail}`}>{supportMail}</a>}
      </p>
    </main>
  );
}
