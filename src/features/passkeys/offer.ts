import * as v from 'valibot';
import { webStored } from '../../lib/stored';
import { hasPlatformAuthenticator } from './load';

/**
 * The offer after a password login, kept per device: 'declined' after "Not now" (never asked again
 * here), 'added' once a passkey was made here. Nothing private: it says only what this device answered.
 */
const answered = webStored('local', 'tp-passkey-offer', v.picklist(['declined', 'added']));

export const rememberOffer = (answer: 'declined' | 'added') => answered.write(answer);

/** Offer a passkey after this password login: a device that can make one behind its own lock, and was not answered yet. */
export async function shouldOfferPasskey(): Promise<boolean> {
  return answered.read() === undefined && (await hasPlatformAuthenticator());
}
