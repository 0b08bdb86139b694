import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { MOBILE_MAX_WIDTH } from '../../features/layout/useIsDesktop';

/** The splash's style, written with the app's tokens; the app's tokens. */
const SOURCE = 'src/boot/splash.css';
const THEME = 'src/ui/theme.css';
/** where index.html takes it */
const MARKER = '<!-- splash-style -->';

/** The custom properties a stylesheet sets (`--name: value;`), first value of each. */
function customProperties(css: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of css.matchAll(/(--[\w-]+)\s*:\s*([^;{}]+?)\s*;/g)) if (!out.has(m[1] ?? '')) out.set(m[1] ?? '', m[2] ?? '');
  return out;
}

const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value `property` has in the first rule for exactly `selector` in a stylesheet. */
export function ruleValue(css: string, selector: string, property: string): string | undefined {
  const body = new RegExp(`(?:^|[}\\s])${literally(selector)}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return new RegExp(`(?:^|[;{\\s])${literally(property)}\\s*:\\s*([^;]+?)\\s*(?:;|$)`).exec(body)?.[1];
}

/**
 * The values splash.css marks "as in <file> <selector>" that the app's rule no longer has: the
 * splash would show its boxes where the screen no longer draws them.
 */
export function disagreements(source: string, read: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const m of source.matchAll(/([\w-]+)\s*:\s*([^;{}]+?)\s*;\s*\/\*\s*as in (\S+) ([^*]+?)\s*\*\//g)) {
    const [, property = '', value = '', file = '', selector = ''] = m;
    const theirs = ruleValue(read(file), selector, property);
    if (theirs !== value) problems.push(`${property}: ${value}, but ${file} ${selector} has ${theirs ?? 'none'}`);
  }
  return problems;
}

/**
 * splash.css as index.html's inline style: each var(--token) of the theme becomes its value (the
 * app's stylesheets are not loaded yet), (--phone) the phone layout's width, comments and spaces go.
 * Custom properties splash.css sets itself stay as they are.
 */
export function splashCss(source: string, theme: string): string {
  const tokens = customProperties(theme);
  const own = new Set(customProperties(source).keys());
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/var\((--[\w-]+)\)/g, (all, name: string) => {
      if (own.has(name)) return all;
      const value = tokens.get(name);
      if (value === undefined) throw new Error(`splash-style: ${SOURCE} uses ${name}, which ${THEME} does not set`);
      return value;
    })
    .replace(/\(--phone\)/g, `(max-width: ${MOBILE_MAX_WIDTH}px)`)
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** Writes the splash's style into index.html in place of its marker (dev server and build); stops the build when it disagrees with the app. */
export function splashStyle(): Plugin {
  let root = process.cwd();
  return {
    name: 'splash-style',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
        const source = read(SOURCE);
        const problems = disagreements(source, read);
        if (problems.length) throw new Error(`splash-style: ${SOURCE} no longer agrees with the app:\n  ${problems.join('\n  ')}`);
        if (!html.includes(MARKER)) throw new Error(`splash-style: index.html has no ${MARKER}`);
        return html.replace(MARKER, () => `<style>${splashCss(source, read(THEME))}</style>`);
      },
    },
  };
}
