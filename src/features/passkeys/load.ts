/** The ceremonies' module, fetched the first time a screen needs it (the login screen, the passkeys screen, the offer). */
export const loadCeremony = () => import('./ceremony');

/** A browser that can make and use passkeys at all. */
export const canUsePasskeys = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The browser fills a passkey into a field marked `webauthn` (conditional mediation). */
export async function canAutofillPasskeys(): Promise<boolean> {
  if (!canUsePasskeys()) return false;
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/** This device can make a passkey behind its own lock (fingerprint, face, PIN). */
export async function hasPlatformAuthenticator(): Promise<boolean> {
  if (!canUsePasskeys()) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** The player closed the browser's dialog, or another ceremony took its place: nothing to say. */
export function wasCancelled(e: unknown): boolean {
  const err = e as { name?: string; code?: string } | null;
  return err?.name === 'NotAllowedError' || err?.name === 'AbortError' || err?.code === 'ERROR_CEREMONY_ABORTED';
}

/** A name for a passkey made here: the device's system as the browser says it, else the words for "this device". */
export function deviceName(fallback: string, ua: string = typeof navigator !== 'undefined' ? navigator.userAgent : ''): string {
  const system = [/Android/, /iPhone/, /iPad/, /Windows/, /Mac OS X/, /CrOS/, /Linux/].find((re) => re.test(ua));
  if (!system) return fallback;
  return { 'Mac OS X': 'Mac', CrOS: 'Chromebook' }[system.source] ?? system.source;
}
