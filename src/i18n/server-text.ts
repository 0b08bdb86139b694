import { currentLanguage, refreshTexts, subscribeLanguage } from './index';
import { interpolate } from './translate';

/**
 * The platform answers in English. On a Bangla screen its known messages are shown from
 * server-bn.json (keys are the server's exact words; {{name}} stands for a variable part, e.g. a
 * number of minutes); a message not in the table is shown as the server sent it. The table is
 * fetched once Bangla is in use; it is never in the first paint.
 */
interface Template {
  pattern: RegExp;
  names: string[];
  text: string;
}

let exact: Record<string, string> | undefined;
let templates: Template[] = [];
let loading: Promise<void> | undefined;
/** a message was shown in English while the table was on its way: screens render again when it arrives */
let shownBefore = false;

const PLACEHOLDER = /\\\{\\\{(\w+)\\\}\\\}/g;

function compile(table: Record<string, string>): Template[] {
  return Object.entries(table)
    .filter(([key]) => key.includes('{{'))
    .map(([key, text]) => {
      const names: string[] = [];
      const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const source = escaped.replace(PLACEHOLDER, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      return { pattern: new RegExp(`^${source}$`), names, text };
    });
}

/** Fetches the Bangla table (once; again after a failure). */
export function loadServerTexts(): Promise<void> {
  loading ??= import('./server-bn.json').then(
    (m) => {
      const table = m.default as Record<string, string>;
      exact = table;
      templates = compile(table);
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
  if (!exact) {
    shownBefore = true;
    void loadServerTexts();
    return text;
  }
  const known = exact[text];
  if (known) return known;
  for (const t of templates) {
    const m = t.pattern.exec(text);
    if (m) return interpolate(t.text, Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]])));
  }
  return text;
}

/** In Bangla the table is fetched ahead of the first message (this module itself loads when the browser is idle). */
function preload(): void {
  if (currentLanguage() === 'bn' && !exact) void loadServerTexts();
}
subscribeLanguage(preload);
preload();
