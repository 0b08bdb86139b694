import { useState } from 'react';
import * as v from 'valibot';
import { useTranslation } from '../../i18n/react';
import { webStored } from '../../lib/stored';
import { askPermission, permission, pushSupport, saveSwitches } from './device';
import './push.css';

/** Whether this device was offered notifications once already (after its first deposit request). */
const offeredKept = webStored('local', 'pushOffered', v.literal(true));

const shouldOffer = () => pushSupport() === 'supported' && permission() === 'default' && offeredKept.read() !== true;

/**
 * The one offer of notifications, after the player's first deposit request on this device: never on
 * the first load, never again once answered or seen (the switches stay in the account's Notifications).
 */
export function PushOffer() {
  const { t } = useTranslation('push');
  const [state, setState] = useState<'offer' | 'busy' | 'done' | 'failed' | 'gone'>(() => {
    if (!shouldOffer()) return 'gone';
    offeredKept.write(true);
    return 'offer';
  });
  if (state === 'gone') return null;

  const accept = () => {
    // the browser's prompt, while the tap still counts as the player's
    const asked = askPermission();
    setState('busy');
    void asked
      .then(async (p) => {
        if (p !== 'granted') return setState('gone');
        await saveSwitches({ money: true, bets: true, messages: true, responsible: true });
        setState('done');
      })
      .catch(() => setState('failed'));
  };

  return (
    <section className="push-offer" aria-labelledby="push-offer-title" data-testid="push-offer">
      <h2 id="push-offer-title">{t('offer.title')}</h2>
      {state === 'done' ? (
        <p role="status">{t('offer.done')}</p>
      ) : (
        <>
          <p>{state === 'failed' ? t('status.failed') : t('offer.text')}</p>
          <div className="push-offer-actions">
            <button type="button" className="btn btn-primary" onClick={accept} disabled={state === 'busy'} aria-busy={state === 'busy'}>
              {t('offer.accept')}
            </button>
            <button type="button" className="btn" onClick={() => setState('gone')}>
              {t('offer.later')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
