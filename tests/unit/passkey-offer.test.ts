// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberOffer, shouldOfferPasskey } from '../../src/features/passkeys/offer';
import { deviceName } from '../../src/features/passkeys/load';

/** The passkey offer after a password login: only where a passkey can be made, and never again on a device that said "Not now". */
describe('the passkey offer', () => {
  let available = true;
  beforeEach(() => {
    localStorage.clear();
    available = true;
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(() => {}, { isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(available) }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is made on a device with its own lock, until the player answers', async () => {
    expect(await shouldOfferPasskey()).toBe(true);
    expect(await shouldOfferPasskey()).toBe(true);
    rememberOffer('added');
    expect(await shouldOfferPasskey()).toBe(false);
  });

  it('"Not now" is remembered on this device', async () => {
    rememberOffer('declined');
    expect(await shouldOfferPasskey()).toBe(false);
  });

  it('is not made where no passkey can be made', async () => {
    available = false;
    expect(await shouldOfferPasskey()).toBe(false);
    vi.unstubAllGlobals();
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await shouldOfferPasskey()).toBe(false);
  });

  it("a passkey made here is named after the device's system", () => {
    expect(deviceName('This device', 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130')).toBe('Android');
    expect(deviceName('This device', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iPhone');
    expect(deviceName('This device', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('Mac');
    expect(deviceName('এই ডিভাইস', 'SomeBrowser/1.0')).toBe('এই ডিভাইস');
  });
});
