import { useTranslation } from '../../i18n/react';
import { ActionDialog } from '../../ui/ActionDialog';

/** The popup shown instead of a section the upline blocked; closes with its close button. */
export function MarketBlockPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('market');
  return (
    <ActionDialog open={open} title={t('title')} onClose={onClose} closeLabel={t('close')} actions={[{ label: t('close'), onClick: onClose, primary: true }]}>
      <p>{t('body')}</p>
      <p>{t('contact')}</p>
    </ActionDialog>
  );
}
