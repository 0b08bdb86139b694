import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { setSession, useLoggedIn, useSessionValue } from '../../session';
import { ActionDialog } from '../../ui/ActionDialog';

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
      <ActionDialog
        title={t('welcome.title')}
        onClose={close}
        closeLabel={t('welcome.close')}
        actions={[
          { label: t('welcome.home'), onClick: close },
          {
            label: t('welcome.deposit'),
            primary: true,
            onClick: () => {
              close();
              void navigate({ to: '/deposit' });
            },
          },
        ]}
      >
        <div className="welcome-body">
          <div className="welcome-badge" aria-hidden="true">
            🎉
          </div>
          <p>{t('welcome.body')}</p>
        </div>
      </ActionDialog>
    );
  }
  if (popup === '1' && notice?.trim()) {
    const close = () => void setSession({ popup: '0' });
    return (
      <ActionDialog
        title={t('systemNotice.title')}
        onClose={close}
        closeLabel={t('systemNotice.close')}
        actions={[{ label: t('systemNotice.ok'), onClick: close, primary: true }]}
      >
        <p className="system-notice-text">{notice}</p>
      </ActionDialog>
    );
  }
  return null;
}
