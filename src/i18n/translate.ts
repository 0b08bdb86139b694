/**
 * Looking a text up, i18next's way for the subset we use: "ns:a.b.c" keys into nested JSON,
 * {{name}} placeholders (not escaped: React escapes), and plurals by count with Intl.PluralRules
 * ("key_one", "key_other", and "key_zero" for 0 when a text has one). A missing text shows its key.
 * Our own few hundred bytes replace i18next (about 15 KB gzip before the first paint).
 */
export type Resources = Record<string, unknown>;
export type TOptions = Record<string, unknown>;

const rules = new Map<string, Intl.PluralRules>();
function pluralOf(lang: string, count: number): string {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return r.select(count);
}

function at(tree: Resources | undefined, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Resources)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, opts: TOptions | undefined): string {
  if (!opts || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const v = opts[name];
    return v === undefined || v === null ? '' : String(v);
  });
}

/** The text of `path` in one namespace's tree, its plural form chosen by opts.count. */
export function lookup(tree: Resources | undefined, lang: string, path: string, opts?: TOptions): string | undefined {
  const count = opts?.count;
  if (typeof count === 'number') {
    const forms = count === 0 ? [`${path}_zero`] : [];
    forms.push(`${path}_${pluralOf(lang, count)}`, `${path}_other`);
    for (const f of forms) {
      const text = at(tree, f);
      if (text !== undefined) return text;
    }
  }
  return at(tree, path);
}

/** "ns:key" or "key" (in the default namespace). */
export function splitKey(key: string, defaultNs: string): [ns: string, path: string] {
  const i = key.indexOf(':');
  return i > 0 ? [key.slice(0, i), key.slice(i + 1)] : [defaultNs, key];
}
