import { useTranslation } from '../../i18n/react';
import { useDataSaver } from '../../poller';

/** Says that odds refresh every second while the browser asks to save data (odds screens mount it). */
export function DataSaverNote() {
  const { t } = useTranslation('pwa');
  if (!useDataSaver()) return null;
  return (
    <p className="pwa-data-saver" role="note">
      {t('dataSaver')}
    </p>
  );
}
