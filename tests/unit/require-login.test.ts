import { isRedirect } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { requireLogin } from '../../src/features/auth/require-login';

/** The one login guard of the routes (the member layout, promotions on a phone, the desktop's referral tab): it reads the session from the router's context. */
const context = (token?: string) => ({ session: () => (token ? { token } : {}) });

it('sends a guest to /login with the address to come back to', () => {
  let thrown: unknown;
  try {
    requireLogin({ context: context(), location: { href: '/deposit?amount=500' } });
  } catch (e) {
    thrown = e;
  }
  expect(isRedirect(thrown)).toBe(true);
  expect((thrown as { options: unknown }).options).toMatchObject({ to: '/login', search: { redirect: '/deposit?amount=500' } });
});

it('lets a logged-in player through', () => {
  expect(() => requireLogin({ context: context('tok'), location: { href: '/deposit' } })).not.toThrow();
});
