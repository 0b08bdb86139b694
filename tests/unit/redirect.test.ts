import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/features/auth/redirect';

describe('safeRedirect: only same-site paths are followed after login', () => {
  it('follows a path on this site, with its query and hash', () => {
    expect(safeRedirect('/deposit')).toBe('/deposit');
    expect(safeRedirect('/games?type=SLOT&system=JILI')).toBe('/games?type=SLOT&system=JILI');
    expect(safeRedirect('/chat-box/12#end')).toBe('/chat-box/12#end');
  });

  it('goes home when there is nothing to follow', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('never leaves the site', () => {
    for (const bad of ['https://evil.example/', 'http://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'deposit', ' /deposit']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });

  it('never loops back to login or sign-up', () => {
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect('/login?redirect=%2Fdeposit')).toBe('/');
    expect(safeRedirect('/signup')).toBe('/');
  });
});
