import { currentLanguage, i18n, refreshTexts, subscribeLanguage } from './index';

/**
 * The platform answers in English. On a Bangla screen its known messages are shown from
 * server-bn.json, an i18next namespace of its own whose keys are the server's exact words ({{name}}
 * stands for a variable part, e.g. a number of minutes); a message not in the table is shown as the
 * server sent it. The table is fetched once Bangla is in use; it is never in the first paint.
 */
const NS = 'server';
// keys are whole sentences: their dots and colons are not separators
const AS_SENT = { ns: NS, lng: 'bn', keySeparator: false, nsSeparator: false } as const;

interface Template {
  pattern: RegExp;
  names: string[];
  key: string;
}

let templates: Template[] = [];
let loading: Promise<void> | undefined;
/** a message was shown in English while the table was on its way: screens render again when it arrives */
let shownBefore = false;

const PLACEHOLDER = /\\\{\\\{(\w+)\\\}\\\}/g;

/** A key with placeholders as a pattern that finds their values in the server's sentence. */
function compile(keys: string[]): Template[] {
  return keys
    .filter((key) => key.includes('{{'))
    .map((key) => {
      const names: string[] = [];
      const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const source = escaped.replace(PLACEHOLDER, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      return { pattern: new RegExp(`^${source}$`), names, key };
    });
}

/** Fetches the Bangla table (once; again after a failure). */
export function loadServerTexts(): Promise<void> {
  loading ??= import('./server-bn.json').then(
    (m) => {
      const table = m.default as Record<string, string>;
      i18n.addResourceBundle('bn', NS, table);
      templates = compile(Object.keys(table));
      if (shownBefore) {
        shownBefore = false;
        refreshTexts();
      }
    },
    () => {
      loading = undefined; // offline before the service worker had it: tried again next time
    },
  );
  return loading;
}

/** The server's message in the player's language, when the table knows it. */
export function serverText(text: string): string {
  if (currentLanguage() !== 'bn' || !text) return text;
  if (!i18n.hasResourceBundle('bn', NS)) {
    shownBefore = true;
    void loadServerTexts();
    return text;
  }
  if (i18n.exists(text, AS_SENT)) return i18n.t(text, AS_SENT);
  for (const t of templates) {
    const m = t.pattern.exec(text);
    if (m) return i18n.t(t.key, { ...AS_SENT, ...Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]])) });
  }
  return text;
}

/** In Bangla the table is fetched ahead of the first message (this module itself loads when the browser is idle). */
function preload(): void {
  if (currentLanguage() === 'bn' && !i18n.hasResourceBundle('bn', NS)) void loadServerTexts();
}
subscribeLanguage(preload);
preload();
