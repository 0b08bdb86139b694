import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueName } from './fixtures';

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
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password: PASSWORD };
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
