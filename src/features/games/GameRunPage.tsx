import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSessionValue } from '../../session';
import { safeHttpUrl } from '../../lib/safe-url';
import { RealityCheck } from '../responsible';
import { BalanceAmount, useBalance } from '../wallet';
import { frameSandbox } from './logic';
import { useFrameBalance } from './useFrameBalance';
import './games.css';
import './game-run.css';

/** /gamerun: the game in a sandboxed frame, a user-name badge and a close button. */
export function GameRunPage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const game = useRouterState({ select: (s) => s.location.state.game });
  const username = useSessionValue('username');
  const [loaded, setLoaded] = useState(false);
  const url = safeHttpUrl(game?.url);
  const frame = useRef<HTMLIFrameElement>(null);
  const balance = useBalance();
  useFrameBalance(frame, url);

  const close = () => {
    const back = game?.back;
    if (back) void navigate({ to: '/games', search: { type: back.type, system: back.system, title: back.title } });
    else void navigate({ to: '/' });
  };

  return (
    <main className="gamerun">
      <div className="gamerun-bar">
        <span className="gamerun-user" data-testid="gamerun-user">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
          {username}
        </span>
        <h1 className="gamerun-title">{game?.name ?? t('run.title')}</h1>
        <span className="gamerun-balance" data-testid="gamerun-balance">
          <span className="visually-hidden">{t('run.balance')}: </span>
          {balance.data ? <BalanceAmount value={balance.data.balance} /> : <span className="money">৳ ----</span>}
        </span>
        <button type="button" className="icon-btn gamerun-close" aria-label={t('run.close')} onClick={close}>
          ✕
        </button>
      </div>
      {url && <RealityCheck onStop={() => void navigate({ to: '/account' })} />}
      {url ? (
        <div className="gamerun-stage">
          {!loaded && (
            <div className="launch-overlay launch-overlay-inline" role="status">
              <span className="spinner" aria-hidden="true" />
              <span>{t('launch.loading')}</span>
            </div>
          )}
          <iframe
            ref={frame}
            className="gamerun-frame"
            src={url}
            title={game?.name ?? t('run.title')}
            sandbox={frameSandbox(url, location.origin)}
            referrerPolicy="no-referrer"
            allow="fullscreen; autoplay"
            onLoad={() => setLoaded(true)}
          />
        </div>
      ) : (
        <div className="page">
          <p className="alert alert-error" role="alert">
            {t('run.missing')}
          </p>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('run.back')}
          </button>
        </div>
      )}
    </main>
  );
}
