import { useTranslation } from 'react-i18next';
import { isMaintenance, Maintenance, useGeneral } from '../site';

/** Home, or the maintenance page when the (fresh or cached) general settings say site_status 0. */
export function HomeRoute() {
  const { t } = useTranslation('common');
  const { general } = useGeneral();
  if (isMaintenance(general)) return <Maintenance supportMail={general?.support_mail} />;
  return (
    <main className="page">
      <h1 className="page-title">{t('appName')}</h1>
    </main>
  );
}
