import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import bnExchange from '../../src/i18n/locales/bn/exchange.json';
import { currentLanguage, fixedT, initI18n, isLoaded, loadNamespaces, SHELL_NAMESPACES, setLanguage, subscribeLanguage, TEXT_OPTIONS } from '../../src/i18n';

/** The texts screens show: nested keys, placeholders, plurals, namespaces, language switch. */
describe("lookup and interpolation (i18next with the app's options)", async () => {
  const tree = {
    a: { b: 'Hi {{name}}' },
    pair: '{{ a }}-{{b}}',
    item_one: '{{count}} item',
    item_other: '{{count}} items',
    none_zero: 'nothing',
    none_other: '{{count}} things',
  };
  const texts = i18next.createInstance();
  await texts.init({ ...TEXT_OPTIONS, lng: 'en', ns: ['t', 'x'], defaultNS: 't', resources: { en: { t: tree, x: { y: 'other' } }, bn: { t: tree } } });
  const en = texts.getFixedT('en', 't');
  const bn = texts.getFixedT('bn', 't');

  it('reads nested keys and fills placeholders, empty for a missing value', () => {
    expect(en('a.b', { name: 'Rahim' })).toBe('Hi Rahim');
    expect(en('pair', { a: 1 })).toBe('1-');
    expect(texts.exists('a.missing')).toBe(false);
    expect(en('a')).toBe('a'); // a branch is not a text: shown as its key, like a missing one
  });

  it('chooses the plural form by count, with a zero form when the text has one', () => {
    expect(en('item', { count: 1 })).toBe('1 item');
    expect(en('item', { count: 5 })).toBe('5 items');
    expect(en('item', { count: 0 })).toBe('0 items');
    expect(en('none', { count: 0 })).toBe('nothing');
    expect(bn('item', { count: 1 })).toBe('1 item');
  });

  it('reads a namespace prefix off the key', () => {
    expect(en('x:y')).toBe('other');
    expect(en('a.b', { name: '' })).toBe('Hi ');
  });
});

describe('namespaces and language', () => {
  it('loads a namespace on demand and switches every namespace in use to Bangla before announcing it', async () => {
    await initI18n('en', ['exchange']);
    expect(currentLanguage()).toBe('en');
    const en = fixedT('en', 'exchange');
    expect(en('odds.back')).toBe('Back');
    expect(en('odds.backLabel', { name: 'India', price: 1.95, size: '12k' })).toBe('Back India at 1.95, 12k available');
    expect(en('common:noData')).not.toBe('noData');
    expect(en('odds.nope')).toBe('odds.nope');
    expect(en('odds.nope', 'Fallback')).toBe('Fallback');
    expect(en('odds.nope', { defaultValue: 'Slot' })).toBe('Slot');
    expect(isLoaded('bn', 'exchange')).toBe(false);

    const heard: string[] = [];
    const stop = subscribeLanguage(() => heard.push(`${currentLanguage()} ${isLoaded('bn', 'exchange')}`));
    await setLanguage('bn');
    stop();
    expect(heard).toEqual(['bn true']);
    expect(fixedT('bn', 'exchange')('odds.back')).toBe(bnExchange.odds.back);
    await setLanguage('en');
  });

  it("loads the shell's namespaces together, in Bangla with common", async () => {
    await loadNamespaces(SHELL_NAMESPACES, 'bn');
    for (const ns of [...SHELL_NAMESPACES, 'common']) expect(isLoaded('bn', ns), ns).toBe(true);
    expect(fixedT('bn', 'pwa')('common:language.label')).not.toBe('language.label');
  });

  it('the shell files hold exactly the shell namespaces, and no other chunk repeats them', async () => {
    const [en, bn] = [(await import('../../src/i18n/shell-en')).default, (await import('../../src/i18n/shell-bn')).default];
    expect(Object.keys(en).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect(Object.keys(bn).sort()).toEqual(['common', ...SHELL_NAMESPACES].sort());
    const source = readFileSync('src/i18n/index.ts', 'utf8');
    for (const lang of ['en', 'bn']) {
      const excluded = source.match(new RegExp(`'!\\./locales/${lang}/\\{([^}]*)\\}\\.json'`))?.[1]?.split(',') ?? [];
      expect(excluded.sort(), lang).toEqual(['common', ...SHELL_NAMESPACES].sort());
    }
  });
});
