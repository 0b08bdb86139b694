import { useEffect, useState } from 'react';
import { errorText } from '../../api';
import type { LoginResult } from '../../api/contract/auth';
import { useTranslation } from '../../i18n/react';
import { FormAlert } from '../../ui/EmptyState';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { canAutofillPasskeys, canUsePasskeys, loadCeremony, wasCancelled } from './load';
import './sign-in.css';

/**
 * The login screen's passkey: the browser offers the site's passkeys in the username field's
 * suggestions (conditional mediation: the field says `autocomplete="username webauthn"`), and a button
 * opens the browser's own dialog. Either ends in `onSignedIn` with the same answer a password gives.
 * The ceremony code loads only here, after the screen is shown.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (r: LoginResult) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<unknown>(null);
  // a new round of autofill after the button's dialog ended without a login (the button's took its place)
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    let ceremony: Awaited<ReturnType<typeof loadCeremony>> | null = null;
    void (async () => {
      if (!(await canAutofillPasskeys()) || !live) return;
      const m = await loadCeremony();
      if (!live) return;
      ceremony = m;
      // nothing is said until the player has picked a passkey: a browser or host that cannot use one
      // here (an IP address is no rp id), or options that did not come, leave the password screen as it is
      const response = await m.passkeyAssertion(true).catch(() => null);
      if (!response || !live) return;
      try {
        const r = await m.passkeyLogin(response);
        if (live) await onSignedIn(r);
      } catch (e) {
        if (live) setFailure(e);
      }
    })();
    return () => {
      live = false;
      ceremony?.cancelCeremony();
    };
    // a new autofill request when a round ends (onSignedIn is the screen's, read when it is called)
  }, [round]);

  const button = useSingleFlight({
    mutationFn: async () => {
      if (!canUsePasskeys()) throw new Error('unsupported');
      return (await loadCeremony()).signInWithPasskey();
    },
    onMutate: () => setFailure(null),
    onSuccess: onSignedIn,
    onError: (e) => {
      if (!wasCancelled(e)) setFailure(e);
      setRound((n) => n + 1);
    },
  });

  const message = failure
    ? failure instanceof Error && failure.message === 'unsupported'
      ? t('passkey.unsupported')
      : errorText(failure, t('passkey.failed'), t('login.network'))
    : null;
  return (
    <div className="auth-passkey">
      <p className="auth-or" aria-hidden="true">
        <span>{t('passkey.or')}</span>
      </p>
      <FormAlert message={message} />
      <button type="button" className="btn btn-block auth-passkey-btn" onClick={() => button.mutate()} disabled={button.isPending}>
        <KeyIcon />
        {button.isPending ? t('passkey.working') : t('passkey.button')}
      </button>
    </div>
  );
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12.65 10A6 6 0 1 0 12.65 14H17v4h4v-4h2v-4H12.65zM7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" />
    </svg>
  );
}
