import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import type { Words } from '../../i18n';
import { Modal } from '../../ui/Modal';

/** A popup message of the funds screens, optionally with a link (e.g. to /profile); written in the language of each render. */
export interface Notice {
  text: Words;
  title?: Words;
  link?: { to: '/profile' | '/turnover-record' | '/deposit' | '/transaction-record'; label: Words };
}

export function NoticeModal({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation('funds');
  if (!notice) return null;
  return (
    <Modal
      open
      title={notice.title?.(t) ?? t('notice')}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <>
          {notice.link && (
            <Link to={notice.link.to} className="btn btn-primary">
              {notice.link.label(t)}
            </Link>
          )}
          <button type="button" className="btn" onClick={onClose}>
            {t('ok')}
          </button>
        </>
      }
    >
      <p className="notice-text" role="alert">
        {notice.text(t)}
      </p>
    </Modal>
  );
}
