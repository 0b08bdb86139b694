import { describe, expect, it } from 'vitest';
import { CategoryType } from '../../src/api/contract/public';
import { categoryBanner, categoryEntries, categoryOfType, categoryType, DESKTOP_CATEGORIES, posterOf } from '../../src/features/layout/categories';
import {
  activePromotions,
  categoryId,
  filterPromotions,
  HIDDEN_PROMO_FILTERS,
  PROMO_FILTERS,
  promotionCategoryIds,
  slidesPerView,
} from '../../src/features/promotions/promo-filters';
import {
  CURRENCY_IDS,
  currencyCode,
  EMPTY_REGISTER,
  nationalPhone,
  normaliseUsername,
  signupPayload,
  step1Error,
  step2Error,
} from '../../src/features/auth/register-rules';
import { ELITE_I_VP, vipProgress } from '../../src/features/vip/vip-progress';
import { vipLevelOf } from '../../src/api/contract/vip';

describe('category to type mapping', () => {
  it('maps every desktop category to the API type in one place', () => {
    expect(Object.fromEntries(DESKTOP_CATEGORIES.map((c) => [c.slug, categoryType(c.slug)]))).toEqual({
      casino: 'LIVE',
      slot: 'SLOT',
      table: 'TABLE',
      poker: 'POKER',
      crash: 'CRASH',
      fishing: 'FH',
      arcade: 'ARCADE',
      lottery: 'LOTTO',
      egames: 'EGAME',
      bingo: 'BINGO',
    });
  });
  it('every game type of the contract but SPORTS (its own menu) has a menu entry; the menus list the types the API lists', () => {
    const types = CategoryType.options.filter((x) => x !== 'SPORTS');
    expect(
      categoryEntries(types)
        .map((c) => c.type)
        .sort(),
    ).toEqual([...types].sort());
    expect(categoryEntries(['SPORTS', 'egame', 'BINGO', 'LIVE']).map((c) => c.slug)).toEqual(['casino', 'egames', 'bingo']);
    // before the first answer every category stands in
    expect(categoryEntries(undefined)).toHaveLength(DESKTOP_CATEGORIES.length);
  });
  it('finds the category of a type, case-insensitively, and none for types without a page', () => {
    expect(categoryOfType('fh')).toBe('fishing');
    expect(categoryOfType('LIVE')).toBe('casino');
    expect(categoryOfType('SPORTS')).toBeUndefined();
    expect(categoryBanner('casino')).toBe('/storage/banners/Live-Casino.webp');
  });
});

describe('game posters', () => {
  it('looks a poster up by game code', () => {
    expect(posterOf({ code: 'JILI-SLOT-001' })).toBe('/storage/posters/JILI-SLOT-001.svg');
    expect(posterOf({ code: 'X', poster: '/p.svg' })).toBe('/p.svg');
  });
});

describe('promotion filters', () => {
  const p = (id: number, status: string, categories: string[]) => ({ id, status, categories });
  const list = [
    p(1, 'active', ['Welcome Offer']),
    p(2, 'active', ['Slots']),
    p(3, 'display', ['Slots']),
    p(4, 'active', ['Live Casino']),
    p(5, 'active', ['Fishing', 'Arcade']),
    p(6, 'inactive', ['Crash']),
    p(7, 'active', ['Something new']),
    p(8, 'active', ['E-sports']),
  ];
  it('has the spec strip in order and the hidden ones apart', () => {
    expect(PROMO_FILTERS.map((f) => f.id)).toEqual(['all', 99, 1, 2, 4, 8, 32, 64, 128, 256, 1024, 8192, 512]);
    expect(HIDDEN_PROMO_FILTERS.map((f) => f.id)).toEqual([16, 2048, 4096, 16384]);
  });
  it('maps the API category names to filter ids in one place (unknown: Others)', () => {
    expect(categoryId('Welcome Offer')).toBe(99);
    expect(categoryId('Live Casino')).toBe(2);
    expect(categoryId('e-sports')).toBe(32);
    expect(categoryId('Cock Fighting')).toBe(2048);
    expect(categoryId('Mystery')).toBe(512);
    expect(promotionCategoryIds({ categories: [] })).toEqual([512]);
  });
  it('keeps only active promotions and filters by category id', () => {
    expect(activePromotions(list).map((x) => x.id)).toEqual([1, 2, 4, 5, 7, 8]);
    expect(filterPromotions(list, 'all').map((x) => x.id)).toEqual([1, 2, 4, 5, 7, 8]);
    expect(filterPromotions(list, 1).map((x) => x.id)).toEqual([2]);
    expect(filterPromotions(list, 2).map((x) => x.id)).toEqual([4]);
    expect(filterPromotions(list, 1024).map((x) => x.id)).toEqual([5]);
    expect(filterPromotions(list, 8).map((x) => x.id)).toEqual([5]);
    expect(filterPromotions(list, 512).map((x) => x.id)).toEqual([7]);
    expect(filterPromotions(list, 32).map((x) => x.id)).toEqual([8]);
    expect(filterPromotions(list, 8192)).toEqual([]);
  });
  it('shows 7 slides, 4 below 1024 px, 3 below 600 px, 2 below 480 px', () => {
    expect([1920, 1024, 1023, 600, 599, 480, 479, 320].map(slidesPerView)).toEqual([7, 7, 4, 4, 3, 3, 2, 2]);
  });
});

describe('desktop registration rules', () => {
  it('step 1 needs username, password and confirmation, then a match', () => {
    expect(step1Error({ username: '', password: 'abc123', confirmPassword: 'abc123' })).toBe('fillAll');
    expect(step1Error({ username: 'abcd', password: '', confirmPassword: 'x' })).toBe('fillAll');
    // login refuses passwords under 8: an account made with 6 or 7 could not log in
    expect(step1Error({ username: 'abcd', password: 'abc123', confirmPassword: 'abc123' })).toBe('passwordShort');
    expect(step1Error({ username: 'abcd', password: 'abcd1234', confirmPassword: 'abcd1235' })).toBe('mismatch');
    expect(step1Error({ username: 'abcd', password: 'abcd1234', confirmPassword: 'abcd1234' })).toBeNull();
  });
  it('step 2 needs name, phone, e-mail and captcha, then the age check', () => {
    const ok = { realName: 'Rahim Uddin', phoneNumber: '1712345678', email: 'r@x.bd', captcha: '1234', ageCheck: true };
    expect(step2Error({ ...ok, captcha: ' ' })).toBe('fillAllStep2');
    expect(step2Error({ ...ok, realName: '' })).toBe('fillAllStep2');
    expect(step2Error({ ...ok, ageCheck: false })).toBe('ageRequired');
    expect(step2Error(ok)).toBeNull();
  });
  it('usernames are lower case letters and digits, at most 15', () => {
    expect(normaliseUsername('Rahim_Uddin-2026XYZabc')).toBe('rahimuddin2026x');
  });
  it('maps currency ids in one place and the desktop fields onto the sign-up call', () => {
    expect(CURRENCY_IDS).toEqual({ BDT: 8, INR: 7, PKR: 17 });
    expect(currencyCode(17)).toBe('PKR');
    expect(currencyCode(99)).toBe('BDT');
    expect(nationalPhone('1712345678')).toBe('01712345678');
    expect(nationalPhone('8801712345678')).toBe('01712345678');
    const body = signupPayload(
      {
        ...EMPTY_REGISTER,
        username: 'rahim1',
        password: 'abc123',
        confirmPassword: 'abc123',
        realName: ' Rahim ',
        phoneNumber: '1712345678',
        email: 'r@x.bd',
        captcha: '0042',
        ageCheck: true,
        currencyType: 7,
      },
      'cap-id',
      'AG1',
    );
    expect(body).toMatchObject({
      username: 'rahim1',
      name: 'Rahim',
      phone: '01712345678',
      currency: 'INR',
      captcha: '0042',
      captcha_id: 'cap-id',
      agent_code: 'AG1',
    });
  });
});

describe('VIP progress', () => {
  it("VIP progress from Normal to Elite I on /vip's scale (50,000 VP received), capped at 100", () => {
    expect(ELITE_I_VP).toBe(50_000);
    expect(vipLevelOf(ELITE_I_VP).level).toBe('Elite I');
    expect(vipProgress(0)).toBe(0);
    expect(vipProgress(1500)).toBe(3);
    expect(vipProgress(12_345)).toBe(24.69);
    expect(vipProgress(60_000)).toBe(100);
    expect(vipProgress(Number.NaN)).toBe(0);
  });
});
