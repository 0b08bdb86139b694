import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace exists in English and Bangla with the same keys, and no Bangla text is empty.
 * This fails as soon as someone adds a key to one language only.
 */
const ROOT = 'src/i18n/locales';
const LANGS = ['en', 'bn'] as const;
type Tree = { [k: string]: Tree | string };

const files = (lang: string) =>
  readdirSync(join(ROOT, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();
const read = (lang: string, file: string): Tree => JSON.parse(readFileSync(join(ROOT, lang, file), 'utf8')) as Tree;

/** Leaf paths of a resource tree: "a.b.c" -> value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [k, v] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) for (const [p, x] of leaves(v, path)) out.set(p, x);
      else out.set(path, v);
    }
  }
  return out;
}

function missingKeys(a: unknown, b: unknown): string[] {
  const lb = leaves(b);
  return [...leaves(a).keys()].filter((k) => !lb.has(k));
}

const placeholders = (s: unknown) => (typeof s === 'string' ? [...s.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort() : []);

describe('the checker itself', () => {
  it('finds a key missing at any depth, in either direction', () => {
    const en = { a: 'x', b: { c: 'y', d: { e: 'z' } } };
    const bn = { a: 'x', b: { c: 'y', d: {} } };
    expect(missingKeys(en, bn)).toEqual(['b.d.e']);
    expect(missingKeys(bn, en)).toEqual([]);
    expect(missingKeys({ a: { b: 'x' } }, { a: 'x' })).toEqual(['a.b']);
  });
});

describe('locales', () => {
  it('every namespace file exists in both languages', () => {
    expect(files('en').length).toBeGreaterThan(0);
    expect(files('bn')).toEqual(files('en'));
  });

  for (const file of [...new Set([...files('en'), ...files('bn')])]) {
    describe(file, () => {
      const trees = Object.fromEntries(
        LANGS.map((l) => [
          l,
          (() => {
            try {
              return read(l, file);
            } catch {
              return undefined;
            }
          })(),
        ]),
      );

      it('parses in both languages', () => {
        for (const l of LANGS) expect(trees[l], `${l}/${file}`).toBeTypeOf('object');
      });

      it('has the same keys in English and Bangla', () => {
        expect(missingKeys(trees.en, trees.bn), `keys in en/${file} missing from bn/${file}`).toEqual([]);
        expect(missingKeys(trees.bn, trees.en), `keys in bn/${file} missing from en/${file}`).toEqual([]);
      });

      it('has no empty or non-text value', () => {
        for (const l of LANGS) {
          for (const [k, v] of leaves(trees[l])) {
            expect(typeof v === 'string' && v.trim().length > 0, `${l}/${file}: ${k} is empty or not text`).toBe(true);
          }
        }
      });

      it('uses the same {{placeholders}} in both languages', () => {
        const bn = leaves(trees.bn);
        for (const [k, v] of leaves(trees.en)) {
          if (bn.has(k)) expect(placeholders(bn.get(k)), `${file}: ${k}`).toEqual(placeholders(v));
        }
      });
    });
  }
});

describe('Bangla is really Bangla', () => {
  it('the shell and auth texts are written in Bengali script', () => {
    for (const file of ['common.json', 'auth.json', 'validation.json']) {
      const values = [...leaves(read('bn', file)).values()].map(String);
      const bengali = values.filter((s) => /[\u0980-\u09FF]/.test(s));
      expect(bengali.length / values.length, file).toBeGreaterThan(0.8);
    }
  });
});

describe('numbers in the texts', () => {
  /** an example of what a player types (a transaction id is letters and 0-9): not a number the text shows */
  const TYPED_EXAMPLES = new Set(['funds.json: make.trxPlaceholder']);
  const outsidePlaceholders = (s: string) => s.replace(/\{\{[^}]*\}\}/g, '');

  it('a Bangla text writes its own numbers in Bangla digits (GMT+৬, ১০ মিনিট), the server table too', () => {
    const latin: string[] = [];
    for (const file of files('bn')) {
      for (const [k, v] of leaves(read('bn', file))) {
        if (typeof v === 'string' && /[0-9]/.test(outsidePlaceholders(v)) && !TYPED_EXAMPLES.has(`${file}: ${k}`)) latin.push(`${file}: ${k}: ${v}`);
      }
    }
    const server = JSON.parse(readFileSync('src/i18n/server-bn.json', 'utf8')) as Record<string, string>;
    for (const v of Object.values(server)) if (/[0-9]/.test(outsidePlaceholders(v))) latin.push(`server-bn.json: ${v}`);
    expect(latin).toEqual([]);
  });

  it("a number the app puts into a text is marked to be written in the text language's digits", () => {
    const NUMERIC = /\{\{\s*(count|n|page|last|total|seconds|minutes|points|target|percent|amount|min|max|time|date)\s*\}\}/;
    const unmarked: string[] = [];
    for (const lang of LANGS) {
      for (const file of files(lang)) {
        for (const [k, v] of leaves(read(lang, file))) if (typeof v === 'string' && NUMERIC.test(v)) unmarked.push(`${lang}/${file}: ${k}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});
