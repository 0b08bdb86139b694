import type { APIRequestContext, Page } from '@playwright/test';
import { answeredCaptcha, expect, fillCaptcha, uniqueName } from './fixtures';

/** Sign-up and session helpers shared by the auth specs. */

/** The stored session as the app keeps it (IndexedDB through idb-keyval). */
export async function storedSession(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('taka-session');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('keyval', 'readonly');
          const store = tx.objectStore('keyval');
          const out: Record<string, string> = {};
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c) {
              db.close();
              resolve(out);
              return;
            }
            out[String(c.key)] = String(c.value);
            c.continue();
          };
        };
      }),
  );
}

export interface NewPlayer {
  username: string;
  password: string;
  email: string;
  phone: string;
}

export function newPlayer(): NewPlayer {
  const username = uniqueName('e2e');
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return { username, password: 'pass1234', email: `${username}@example.com`, phone: `01${digits}` };
}

export async function fillSignup(page: Page, p: NewPlayer): Promise<void> {
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm Password').fill(p.password);
  await page.getByLabel('Full Name').fill('E2E Player');
  await page.getByLabel('Phone Number').fill(p.phone);
  await page.getByLabel('E-mail').fill(p.email);
  await fillCaptcha(page);
}

/** Creates a player through the sign-up screen and ends logged in on the home page. */
export async function signUp(page: Page, p = newPlayer()): Promise<NewPlayer> {
  await page.goto('/signup');
  await fillSignup(page, p);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
  return p;
}

/**
 * A player made through the sign-up call, for tests about what comes after: the sign-up screen itself
 * is tested with `signUp`. The browser stays a guest.
 */
export async function registerByApi(request: APIRequestContext, p = newPlayer()): Promise<NewPlayer> {
  const created = await request.post('/api/v1/create-players', {
    data: {
      username: p.username,
      password: p.password,
      confirmPassword: p.password,
      name: 'E2E Player',
      phone: p.phone,
      email: p.email,
      currency: 'BDT',
      ...(await answeredCaptcha(request)),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return p;
}

/** Logs out with the drawer, from a page without the home popups (welcome, notice) over it. */
export async function logoutFromDrawer(page: Page): Promise<void> {
  await page.goto('/install');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  // done when the app is home as a guest: a page opened before the stored session is cleared would
  // still send the token the server has just forgotten (a 401, "Your session has ended")
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await expect.poll(() => storedSession(page).then((s) => s.token ?? null)).toBeNull();
}
