import { lazy } from 'react';

export { shouldOfferPasskey } from './offer';
export { PasskeyOffer } from './PasskeyOffer';
export { PasskeySignIn } from './PasskeySignIn';

/** The passkeys screen, fetched when opened: the login screen imports this feature for its button only. */
export const PasskeysPage = lazy(() => import('./PasskeysPage').then((m) => ({ default: m.PasskeysPage })));
