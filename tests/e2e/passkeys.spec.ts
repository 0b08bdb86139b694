import type { CDPSession, Page } from '@playwright/test';
import bnAuth from '../../src/i18n/locales/bn/auth.json' with { type: 'json' };
import bnDesktop from '../../src/i18n/locales/bn/desktop.json' with { type: 'json' };
import bnProfile from '../../src/i18n/locales/bn/profile.json' with { type: 'json' };
import enAuth from '../../src/i18n/locales/en/auth.json' with { type: 'json' };
import enDesktop from '../../src/i18n/locales/en/desktop.json' with { type: 'json' };
import enProfile from '../../src/i18n/locales/en/profile.json' with { type: 'json' };
import serverBn from '../../src/i18n/server-bn.json' with { type: 'json' };
import { storedSession } from './auth-helpers';
import { axeIssues } from './axe';
import { expect, test } from './fixtures';
import { newPlayer } from './funds-helpers';

/**
 * Passkeys with Chromium's virtual authenticator (a platform authenticator with resident keys and
 * user verification, as a phone's fingerprint): offered after a password login and added, listed,
 * used to sign in from the button and from the username field's autofill, removed, and then refused.
 * WebAuthn takes a domain for its rp id, never an IP address: the pages are opened on localhost.
 */
const port = Number(process.env.E2E_PORT || 4310);
test.use({ baseURL: `http://localhost:${port}` });

const WORDS = {
  en: {
    auth: enAuth,
    pk: enProfile.passkeys,
    tab: enDesktop.account.tabs.passkeys,
    unknown: 'This passkey is not registered. Please log in with your password.',
  },
  bn: {
    auth: bnAuth,
    pk: bnProfile.passkeys,
    tab: bnDesktop.account.tabs.passkeys,
    unknown: serverBn['This passkey is not registered. Please log in with your password.'],
  },
};
const DHAKA = /\d{4}-\d\d-\d\d \d\d:\d\d GMT\+6|[০-৯]{4}-[০-৯]{2}-[০-৯]{2} [০-৯]{2}:[০-৯]{2}/;

/** A phone's own authenticator: internal transport, resident keys, the fingerprint always matching. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return cdp;
}

/** The browser offers no passkey autofill (an older WebView): the button is the way in. */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });

async function logOut(page: Page) {
  await page.goto('/player/logout');
  await expect.poll(() => storedSession(page).then((s) => s.token ?? null)).toBeNull();
}

async function loggedInAs(page: Page, username: string) {
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect.poll(() => storedSession(page).then((s) => s.username ?? null)).toBe(username);
}

for (const [layout, lang] of [
  ['phone', 'en'],
  ['desktop', 'bn'],
] as const) {
  test.describe(`${layout}, ${lang}`, () => {
    if (layout === 'desktop') test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    // the refusal this spec provokes on purpose: a removed passkey
    test.use({ expectedHttpErrors: ['/api/login/passkey/verify'] });
    const w = WORDS[lang];

    test('offered after a password login, added, then signs in from autofill and from the button; removed, it is refused', async ({ page }) => {
      // one long story on purpose (set-up by API, every step once); axe runs take seconds each on a loaded machine
      test.setTimeout(180_000);
      const p = await newPlayer(page.request);
      await virtualAuthenticator(page);
      await page.goto('/robots.txt');
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);

      // a password login on a device with a fingerprint: the offer, once; the passkey is made here
      await page.goto('/login');
      // the first screen of the test takes longest on a loaded machine (the Bangla texts, the screen's code)
      await expect(page.getByLabel(w.auth.fields.username)).toHaveAttribute('autocomplete', 'username webauthn', { timeout: 30_000 });
      await page.getByLabel(w.auth.fields.username).fill(p.username);
      await page.getByLabel(w.auth.fields.password, { exact: true }).fill(p.password);
      await page.getByRole('button', { name: w.auth.login.submit, exact: true }).click();
      const offer = page.getByRole('dialog', { name: w.auth.passkeyOffer.title });
      await expect(offer).toBeVisible();
      expect(await axeIssues(page)).toEqual([]);
      await offer.getByRole('button', { name: w.auth.passkeyOffer.add }).click();
      await loggedInAs(page, p.username);

      // Account > Passkeys: the one just added, created now in Dhaka time, never used
      await page.goto(layout === 'phone' ? '/passkeys' : '/account?tab=passkeys');
      if (layout === 'desktop') await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText(w.tab);
      const row = page.getByTestId('passkey');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${w.pk.created}: `);
      await expect(row).toContainText(DHAKA);
      await expect(row).toContainText(`${w.pk.lastUsed}: ${w.pk.never}`);
      expect(await axeIssues(page)).toEqual([]);
      // named in place: the field has the old name, the list the new one, the server's words are shown
      await row.getByRole('button', { name: w.pk.rename }).click();
      const nameField = row.getByLabel(w.pk.name);
      await expect(nameField).toBeFocused();
      await nameField.fill('Work phone');
      await row.getByRole('button', { name: w.pk.save }).click();
      await expect(page.getByRole('status')).toHaveText(w.pk.renamed);
      await expect(row.locator('.pk-name')).toHaveText('Work phone');

      // signed out, the login screen's username field offers the passkey: picked, the player is in
      await logOut(page);
      await page.goto('/login');
      await loggedInAs(page, p.username);

      // the button, in a browser without the autofill
      await logOut(page);
      await withoutAutofill(page);
      await page.goto('/login');
      await page.getByRole('button', { name: w.auth.passkey.button }).click();
      await loggedInAs(page, p.username);

      // used: its time is listed; removed with the password, it no longer signs in
      await page.goto(layout === 'phone' ? '/passkeys' : '/account?tab=passkeys');
      await expect(row).toContainText(DHAKA);
      await expect(row).not.toContainText(w.pk.never);
      await row.getByRole('button', { name: w.pk.remove }).click();
      const confirm = page.getByRole('dialog', { name: w.pk.removeTitle });
      await confirm.getByLabel(w.pk.password, { exact: true }).fill(p.password);
      if (layout === 'phone') expect(await axeIssues(page)).toEqual([]);
      await confirm.getByRole('button', { name: w.pk.confirmPassword }).click();
      await expect(page.getByRole('status')).toBeVisible();
      await expect(row).toHaveCount(0);

      await logOut(page);
      await page.goto('/login');
      await page.getByRole('button', { name: w.auth.passkey.button }).click();
      await expect(page.getByRole('alert')).toHaveText(w.unknown);
      expect((await storedSession(page)).token).toBeUndefined();
    });
  });
}
