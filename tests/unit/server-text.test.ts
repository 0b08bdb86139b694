import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, setServerTextLocalizer } from '../../src/api/errors';
import { setLanguage } from '../../src/i18n';
import { loadServerTexts, serverText } from '../../src/i18n/server-text';
import table from '../../src/i18n/server-bn.json';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') ? [readFileSync(p, 'utf8')] : [];
  });
}

describe('server messages on a Bangla screen', () => {
  beforeAll(async () => {
    await setLanguage('bn');
    await loadServerTexts();
  });
  afterAll(async () => {
    await setLanguage('en');
  });

  it('a known message is shown in Bangla', () => {
    expect(serverText('Invalid credentials')).toBe(table['Invalid credentials']);
    expect(serverText('The username has already been taken.')).toMatch(/ইউজারনেম/);
  });

  it('a message with a number keeps the number in its Bangla sentence, in Bangla digits', () => {
    const text = serverText('You can edit after 7 minutes.');
    expect(text).toBe('আপনি ৭ মিনিট পরে সম্পাদনা করতে পারবেন।');
    expect(serverText('150 VP converted to ৳ 1,234.00.')).toMatch(/^১৫০ VP ৳ ১,২৩৪\.০০/);
  });

  it('a message the table does not know stays as sent, its digits too', () => {
    expect(serverText('Your deposit of 1,000 taka through bKash was approved.')).toBe('Your deposit of 1,000 taka through bKash was approved.');
  });

  it('a message the table does not know is shown as the server sent it', () => {
    expect(serverText('Withdrawals are paused for maintenance.')).toBe('Withdrawals are paused for maintenance.');
  });

  it("an API error says the server's words through the app's localizer, the fallback when the server said nothing", () => {
    setServerTextLocalizer(serverText);
    const err = new ApiError('http', 'Invalid credentials', { status: 401, fromServer: true });
    expect(err.messageOr('fallback')).toBe(table['Invalid credentials']);
    expect(err.message).toBe('Invalid credentials'); // the server's own words stay readable to code
    expect(new ApiError('http', 'Bad Request', { status: 400 }).messageOr('fallback')).toBe('fallback');
    setServerTextLocalizer((t) => t);
  });

  it('in English the server text is left as it is', async () => {
    await setLanguage('en');
    expect(serverText('Invalid credentials')).toBe('Invalid credentials');
    await setLanguage('bn');
  });

  it('every message in the table is one the reference API sends (a changed server text would go untranslated)', () => {
    // the server sends its own words, the contract's (the receipt refusals are written once there) and
    // the English of the forms' rules (src/api/contract/form-rules.ts, through server/lib/words.ts)
    // (the validation, funds, profile and account words it reads)
    const words = ['validation', 'funds', 'profile', 'account'].map((ns) => readFileSync(`src/i18n/locales/en/${ns}.json`, 'utf8'));
    const code = [...sources('server'), ...sources('src/api/contract'), ...words].join('\n');
    // the server's template literals, each a pattern: `You can edit after ${wait} minutes.`
    // (only those with words of their own: `${a}${b}` would match anything)
    const built = [...code.matchAll(/`([^`]*\$\{[^`]*)`/g)]
      .map((m) => (m[1] ?? '').split(/\$\{[^}]*\}/))
      .filter((parts) => parts.join('').trim().length >= 12)
      .map((parts) => new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`));
    const sent = (text: string) => code.includes(text) || built.some((re) => re.test(text));
    // a key with placeholders is tried with a sample value in each
    const missing = Object.keys(table).filter((k) => !sent(k.replace(/\{\{\w+\}\}/g, '7')));
    expect(missing).toEqual([]);
  });
});
