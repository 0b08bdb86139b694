import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/api/contract/public';
import { filterGames, frameMessageOrigin, frameSandbox, isBalanceMessage, isMobileLogin, sortGames, splitGameLink } from '../../src/features/games/logic';
import { parseGamesSearch } from '../../src/features/games/search';
import { filterPromotions, previewWords } from '../../src/features/promotions/logic';
import { chooseSupport } from '../../src/features/support/choose';
import { SPORTS_MENU, sportsLabel } from '../../src/features/lobby/categories';
import { fixedT, loadNamespaces } from '../../src/i18n';

const g = (code: string, name: string, display_order: number, created_at: string, platform = 'JILI'): Game => ({
  code,
  name,
  type: 'SLOT',
  platform,
  display_order,
  created_at,
});
const games = [
  g('A', 'golden Spins', 2, '2026-03-01T00:00:00Z', 'JILI'),
  g('B', 'Aviator', 3, '2026-05-01T00:00:00Z', 'SPRIBE'),
  g('C', 'Mega Reels', 1, '2026-01-01T00:00:00Z', 'PG'),
  g('D', 'baccarat', 4, '2026-04-01T00:00:00Z', 'PG'),
];
const codes = (list: Game[]) => list.map((x) => x.code);

describe('support choice rule', () => {
  const base = { origin: 'https://play.example', liveChatOrigin: 'https://play.example' };
  it('takes intercom first, whatever else is set', () => {
    expect(chooseSupport({ ...base, intercom: 'abc', whatsapp: 'https://wa.me/1', liveChat: '1', tawkId: 'x/y' })).toEqual({ kind: 'intercom' });
    expect(chooseSupport({ ...base, intercomWidget: true })).toEqual({ kind: 'intercom' });
  });
  it('then the stored WhatsApp link (http(s) only)', () => {
    expect(chooseSupport({ ...base, whatsapp: 'https://wa.me/8801700000000', liveChat: '1' })).toEqual({
      kind: 'whatsapp',
      url: 'https://wa.me/8801700000000',
    });
    expect(chooseSupport({ ...base, whatsapp: 'javascript:alert(1)', liveChat: '123' })).toEqual({ kind: 'livechat', license: '123' });
  });
  it('live chat only on its configured origin, else tawk, else none', () => {
    expect(chooseSupport({ ...base, liveChat: '123', tawkId: 'abc/def' })).toEqual({ kind: 'livechat', license: '123' });
    expect(chooseSupport({ ...base, origin: 'https://other.example', liveChat: '123', tawkId: 'abc/def' })).toEqual({ kind: 'tawk', id: 'abc/def' });
    expect(chooseSupport({ ...base, origin: 'https://other.example', liveChat: '123' })).toEqual({ kind: 'none' });
    expect(chooseSupport(base)).toEqual({ kind: 'none' });
  });
});

describe('word preview', () => {
  it('keeps the first 5 words and marks the cut', () => {
    expect(previewWords('Get a 100% bonus on your first deposit')).toBe('Get a 100% bonus on…');
    expect(previewWords('  Short   text here ')).toBe('Short text here');
    expect(previewWords('one two three four five')).toBe('one two three four five');
    expect(previewWords('')).toBe('');
    expect(previewWords(undefined)).toBe('');
  });
});

describe('hyphen split of the home game link', () => {
  it('gives platform and game type', () => {
    expect(splitGameLink('SPRIBE-CRASH')).toEqual({ platform: 'SPRIBE', gameType: 'CRASH' });
    expect(splitGameLink('JILI-SLOT')).toEqual({ platform: 'JILI', gameType: 'SLOT' });
  });
  it('refuses values without two halves', () => {
    expect(splitGameLink('exchange')).toBeNull();
    expect(splitGameLink('-SLOT')).toBeNull();
    expect(splitGameLink('JILI-')).toBeNull();
    expect(splitGameLink(null)).toBeNull();
  });
});

describe('isMobileLogin', () => {
  it('is true at 768 px and below', () => {
    expect(isMobileLogin(390)).toBe(true);
    expect(isMobileLogin(768)).toBe(true);
    expect(isMobileLogin(769)).toBe(false);
    expect(isMobileLogin(1280)).toBe(false);
  });
});

describe('sort orders', () => {
  it('Recommend follows the display order', () => expect(codes(sortGames(games, 'recommend'))).toEqual(['C', 'A', 'B', 'D']));
  it('Latest puts the newest first', () => expect(codes(sortGames(games, 'latest'))).toEqual(['B', 'D', 'A', 'C']));
  it('A-Z ignores case', () => expect(codes(sortGames(games, 'az'))).toEqual(['B', 'D', 'A', 'C']));
  it('Favourite puts the starred games first, each group in display order', () => {
    expect(codes(sortGames(games, 'favourite', new Set(['D', 'A'])))).toEqual(['A', 'D', 'C', 'B']);
    expect(codes(sortGames(games, 'favourite'))).toEqual(['C', 'A', 'B', 'D']);
  });
  it('does not change the list it was given', () => {
    sortGames(games, 'az');
    expect(codes(games)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('search filter', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(codes(filterGames(games, 'REEL'))).toEqual(['C']);
    expect(codes(filterGames(games, 'A'))).toEqual(['B', 'C', 'D']);
    expect(codes(filterGames(games, '  bAcC '))).toEqual(['D']);
    expect(filterGames(games, 'zzz')).toEqual([]);
  });
  it('keeps only ticked providers, all when none is ticked', () => {
    expect(codes(filterGames(games, '', new Set(['PG'])))).toEqual(['C', 'D']);
    expect(codes(filterGames(games, 'mega', new Set(['PG', 'JILI'])))).toEqual(['C']);
    expect(filterGames(games, '', new Set())).toHaveLength(4);
  });
});

describe('games search params and frame safety', () => {
  it('falls back to defaults for bad values', () => {
    expect(parseGamesSearch({ type: 'slot', system: 'jili', title: 'Slot' })).toEqual({ type: 'SLOT', system: 'JILI', title: 'Slot' });
    expect(parseGamesSearch({ type: 'NOPE', system: '<script>', title: 'x'.repeat(100) })).toEqual({ type: 'LIVE', system: undefined, title: undefined });
    expect(parseGamesSearch({ type: 5 })).toEqual({ type: 'LIVE', system: undefined, title: undefined });
  });
  it('gives a same-origin game scripts only', () => {
    expect(frameSandbox('http://a.test/g', 'http://a.test')).toBe('allow-scripts');
    expect(frameSandbox('https://games.example/g', 'http://a.test')).toBe('allow-scripts allow-same-origin');
  });
  it('takes the balance message only from the origin the sandboxed frame really has', () => {
    // a same-origin game runs without allow-same-origin: its messages come from the opaque origin
    expect(frameMessageOrigin('http://a.test/api/demo-game/x', 'http://a.test')).toBe('null');
    expect(frameMessageOrigin('https://games.example/g', 'http://a.test')).toBe('https://games.example');
    expect(frameMessageOrigin('not a url', 'http://a.test')).toBe('');
    expect(isBalanceMessage({ type: 'takaplay:balance', balance: '10.00' })).toBe(true);
    expect(isBalanceMessage({ type: 'other' })).toBe(false);
    expect(isBalanceMessage('takaplay:balance')).toBe(false);
  });
});

describe('promotion tabs', () => {
  const promos = [
    { id: 1, status: 'display', categories: ['Slots'] },
    { id: 2, status: 'display', categories: ['Fishing', 'Arcade'] },
    { id: 3, status: 'active', categories: ['Slots'] },
  ];
  it('list only status display and filter by category', () => {
    expect(filterPromotions(promos, 'ALL').map((p) => p.id)).toEqual([1, 2]);
    expect(filterPromotions(promos, 'Slots').map((p) => p.id)).toEqual([1]);
    expect(filterPromotions(promos, 'Arcade').map((p) => p.id)).toEqual([2]);
    expect(filterPromotions(promos, 'P2P')).toEqual([]);
  });
});

describe('affiliate link', () => {
  it('is the affiliate subdomain of the current host, and a valid address on an IP host', async () => {
    const { affiliateUrl } = await import('../../src/features/lobby/logic');
    expect(affiliateUrl({ protocol: 'https:', hostname: 'www.takaplay.com', port: '' })).toBe('https://affiliate.takaplay.com/login');
    expect(affiliateUrl({ protocol: 'https:', hostname: 'cafe.example', port: '8443' })).toBe('https://affiliate.cafe.example:8443/login');
    expect(affiliateUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '4310' })).toBe('http://affiliate.localhost:4310/login');
    expect(affiliateUrl({ protocol: 'http:', hostname: '192.168.1.20', port: '' })).toBe('http://192.168.1.20/login');
    for (const h of ['www.takaplay.com', '127.0.0.1', '192.168.1.20', '[::1]']) {
      expect(() => new URL(affiliateUrl({ protocol: 'http:', hostname: h, port: '' }))).not.toThrow();
    }
  });
});

describe('Sports submenu labels', () => {
  it('are translated where a word (Exchange, Virtual, Fantasy, Kabaddi, Horsebook), in Bangla script; brand names stay', async () => {
    await loadNamespaces(['common', 'lobby'], 'en');
    await loadNamespaces(['common', 'lobby'], 'bn');
    const en = fixedT('en', 'common');
    const bn = fixedT('bn', 'common');
    const label = (key: string, t: typeof en) => {
      const item = SPORTS_MENU.find((s) => s.key === key);
      if (!item) throw new Error(key);
      return sportsLabel(t, item);
    };
    for (const key of ['exchange', 'virtual', 'fantasy', 'kabaddi', 'horsebook']) {
      expect(label(key, en)).toBe(SPORTS_MENU.find((s) => s.key === key)?.label);
      expect(label(key, bn), key).toMatch(/^[\u0980-\u09FF\s]+$/);
    }
    expect(label('exchange', bn)).toBe('এক্সচেঞ্জ');
    expect(label('kabaddi', bn)).toBe('কাবাডি');
    expect(label('sbo', bn)).toBe('SBO Sports');
  });
});
