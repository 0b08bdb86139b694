import { isRedirect } from '@tanstack/react-router';
import { afterEach, expect, it, vi } from 'vitest';

/** The one login guard of the routes (the member layout, promotions on a phone, the desktop's referral tab). */
let token: string | undefined;
vi.mock('../../src/session', () => ({ getSession: () => ({ token }) }));
const { requireLogin } = await import('../../src/features/auth/require-login');

afterEach(() => {
  token = undefined;
});

it('sends a guest to /login with the address to come back to', () => {
  let thrown: unknown;
  try {
    requireLogin({ location: { href: '/deposit?amount=500' } });
  } catch (e) {
    thrown = e;
  }
  expect(isRedirect(thrown)).toBe(true);
  expect((thrown as { options: unknown }).options).toMatchObject({ to: '/login', search: { redirect: '/deposit?amount=500' } });
});

it('lets a logged-in player through', () => {
  token = 'tok';
  expect(() => requireLogin({ location: { href: '/deposit' } })).not.toThrow();
});
