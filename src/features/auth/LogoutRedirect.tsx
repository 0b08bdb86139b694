import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { WorkingScreen } from '../layout';
import { useLogout } from './useLogout';

/** /player/logout: clears the stored session and goes home. */
export function LogoutRedirect() {
  const { t } = useTranslation('desktop');
  const logout = useLogout();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void logout();
  }, [logout]);
  return <WorkingScreen text={t('legacy.loggingOut')} />;
}
