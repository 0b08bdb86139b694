import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { setSession, useLoggedIn, useSessionValue } from '../../session';
import { Modal } from '../../ui/Modal';

/** The welcome popup after sign-up (regPopup=1), then the system notice (popup=1 and a notice); closing stores 0. */
export function HomePopups({ notice }: { notice: string | null | undefined }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const popup = useSessionValue('popup');
  const regPopup = useSessionValue('regPopup');
  if (loggedIn && regPopup === '1') {
    const close = () => void setSession({ regPopup: '0' });
    return (
      <Modal
        open
        title={t('welcome.title')}
        onClose={close}
        closeLabel={t('welcome.close')}
        footer={
          <>
            <button type="button" className="btn" onClick={close}>
              {t('welcome.home')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                close();
                void navigate({ to: '/deposit' });
              }}
            >
              {t('welcome.deposit')}
            </button>
          </>
        }
      >
        <div className="welcome-body">
          <div className="welcome-badge" aria-hidden="true">
            🎉
          </div>
          <p>{t('welcome.body')}</p>
        </div>
      </Modal>
    );
  }
  if (popup === '1' && notice?.trim()) {
    const close = () => void setSession({ popup: '0' });
    return (
      <Modal
        open
        title={t('systemNotice.title')}
        onClose={close}
        closeLabel={t('systemNotice.close')}
        footer={
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('systemNotice.ok')}
          </button>
        }
      >
        <p className="system-notice-text">{notice}</p>
      </Modal>
    );
  }
  return null;
}
