import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '../../api';
import { useTranslation } from '../../i18n/react';

export function Maintenance({ supportMail }: { supportMail?: string | null | undefined }) {
  const { t } = useTranslation('common');
  const general = useQuery(publicQueries.generalDuringMaintenance());
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
      <button type="button" className="btn btn-primary" disabled={general.isFetching} onClick={() => void general.refetch()}>
        {general.isFetching ? t('maintenance.checking') : t('maintenance.check')}
      </button>
    </main>
  );
}
