import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { forgetSessionEnded } from '../../session';
import { safeRedirect } from './redirect';
import './session-ended.css';

/** Home after a refused token: why the player was sent here, and a login that returns to `path`. */
export default function SessionEndedNotice({ path }: { path: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const redirect = safeRedirect(path);
  return (
    <div className="session-ended" role="alert" data-testid="session-ended">
      <p>{t('sessionEnded.message')}</p>
      <div className="session-ended-actions">
        <Link to="/login" search={redirect === '/' ? {} : { redirect }} className="btn btn-primary">
          {t('sessionEnded.login')}
        </Link>
        <button
          type="button"
          className="btn"
          onClick={() => {
            forgetSessionEnded();
            setOpen(false);
          }}
        >
          {t('sessionEnded.close')}
        </button>
      </div>
    </div>
  );
}
