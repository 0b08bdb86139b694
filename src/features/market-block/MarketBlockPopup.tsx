import { useTranslation } from '../../i18n/react';
import { Modal } from '../../ui/Modal';

/** The popup shown instead of a section the upline blocked; closes with its close button. */
export function MarketBlockPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('market');
  return (
    <Modal
      open={open}
      title={t('title')}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <p>{t('body')}</p>
      <p>{t('contact')}</p>
    </Modal>
  );
}
