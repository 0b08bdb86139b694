import type { APIRequestContext, Page } from '@playwright/test';
import { axeIssues } from './axe';
import { answeredCaptcha, expect, uniqueName } from './fixtures';

export const ADMIN = { 'X-Admin-Secret': 'dev-admin-secret' };
const PASSWORD = 'abc12345';

/** A new player through the API (sign-up), for tests that change state. */
export async function signupPlayer(request: APIRequestContext, prefix = 'mr'): Promise<{ username: string; password: string }> {
  const username = uniqueName(prefix);
  const res = await request.post('/api/v1/create-players', {
    data: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      name: 'Member Tester',
      phone: '01755555555',
      email: `${username}@example.com`,
      currency: 'BDT',
      ...(await answeredCaptcha(request)),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password: PASSWORD };
}

/** No axe finding (moderate and up) on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeIssues(page)).toEqual([]);
}
