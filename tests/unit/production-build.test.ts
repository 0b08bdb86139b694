import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IDLE_CHUNK_NAMES } from '../../src/boot/build/first-paint';
import { type Landing, LANDINGS, prerenderedPaths } from '../../src/boot/landings';
import { PRERENDERED_LANGS, prerenderedFile } from '../../src/shared/prerendered';

/**
 * `npm run build` (and so `npm start`) makes a production build whatever NODE_ENV the shell has:
 * with NODE_ENV=development Vite alone would bundle React's development build and the app would
 * register no service worker (import.meta.env.DEV).
 */
describe('npm run build with NODE_ENV=development in the environment', () => {
  const out = mkdtempSync(join(tmpdir(), 'taka-build-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('still bundles production React and writes the service worker', () => {
    execFileSync('npm', ['run', 'build'], {
      env: { ...process.env, NODE_ENV: 'development', OUT_DIR: out, DIST_DIR: out, BUILD_ID: 'build-env-test' },
      stdio: 'pipe',
    });
    const scripts = readdirSync(join(out, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(out, 'assets', f), 'utf8'))
      .join('\n');
    // React DOM's development build greets with this line; the production build has no such text
    expect(scripts).toContain('react-dom');
    expect(scripts).not.toContain('Download the React DevTools');
    expect(existsSync(join(out, 'sw.js'))).toBe(true);
    expect(readFileSync(join(out, 'sw.js'), 'utf8')).toContain('index.html');
    // the app registers it only outside development (import.meta.env.DEV false)
    expect(scripts).toContain('sw.js');
  }, 300_000);

  // src/boot/build/first-paint.ts: what the page imports when idle comes with its styles but no list of
  // scripts to preload (a link each, all added in one task, made a long task on a slow phone)
  it('imports the idle-time chunks without a list of scripts to preload', () => {
    const dir = join(out, 'assets');
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    const idle = files.filter((f) => new RegExp(`^(?:${IDLE_CHUNK_NAMES.join('|')})-[\\w-]{8}\\.js$`).test(f));
    const imported = new Set<string>();
    for (const f of files) {
      const code = readFileSync(join(dir, f), 'utf8');
      const table = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
      const deps = (table ? JSON.parse(table) : []) as string[];
      // the import, what its promise runs (commas and all), then Vite's list of what to preload with it
      for (const m of code.matchAll(/import\(`\.\/([\w-]+\.js)`\)[^;]*?,(?:\[\]|__vite__mapDeps\(\[([\d,]*)\]\))/g)) {
        const chunk = m[1] ?? '';
        if (!idle.includes(chunk)) continue;
        imported.add(chunk.replace(/-[\w-]{8}\.js$/, ''));
        const listed = (m[2] ?? '')
          .split(',')
          .filter(Boolean)
          .map((i) => deps[Number(i)] ?? '');
        expect(
          listed.filter((d) => !d.endsWith('.css')),
          `${f} imports ${chunk}`,
        ).toEqual([]);
      }
    }
    expect([...imported].sort()).toEqual([...IDLE_CHUNK_NAMES].sort());
  });

  // src/boot/build/screen-preloads.ts: the boot script adds these links, so the list must be what Vite's
  // loader would add for the screens (else the loader adds the missing ones inside the router's load)
  it("lists per layout the scripts and stylesheets Vite's loader would preload for the landing screens and for boot, less the page's own", () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const lists = JSON.parse(/<script type="application\/json" id="route-preloads">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<
      string,
      Record<string, string[]>
    >;
    // the first-load table's `preload` (src/boot/landings.ts): a phone's home and games, a desktop's home
    const preloaded = (layout: 'phone' | 'desktop') =>
      Object.keys(LANDINGS).filter((path) => (LANDINGS as Record<string, Landing>)[path]?.preload?.includes(layout));
    expect([preloaded('phone'), preloaded('desktop')]).toEqual([['/', '/games'], ['/']]);
    expect(Object.fromEntries(Object.entries(lists).map(([layout, paths]) => [layout, Object.keys(paths).sort()]))).toEqual({
      phone: preloaded('phone'),
      desktop: preloaded('desktop'),
      // what boot imports on every screen, per language, and a desktop's own texts
      boot: ['bn', 'desktop-bn', 'desktop-en', 'en'],
    });
    // what the page loads itself: its module script and preload links (the list aside)
    const page = html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
    const dir = join(out, 'assets');
    const chunks = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    /** the files Vite's loader preloads when the app imports `file` (null: nothing imports it lazily) */
    const loaderWould = (file: string): string[] | null => {
      const name = file.replace('/assets/', '');
      const importing = new RegExp(`import\\(\`\\./${name.replace(/[.$]/g, '\\$&')}\`\\)[^,]*,__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`);
      const code = chunks.find((c) => importing.test(c));
      if (!code) return null;
      // the importing chunk's own table of files
      const deps = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)?.[1] ?? '[]') as string[];
      return (importing.exec(code)?.[1] ?? '')
        .split(',')
        .map((i) => `/${deps[Number(i)]}`)
        .filter((f) => !page.includes(`${f}"`));
    };
    const { boot, ...screens } = lists;
    // boot's: React DOM's client, the persisted cache, the shell's texts in each language, none the page loads itself
    const named = (files: string[] | undefined) => (files ?? []).map((f) => f.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, '$1'));
    expect(named(boot?.en)).toEqual(['client', 'persist', 'shell-en']);
    expect(named(boot?.bn)).toEqual(['client', 'persist', 'shell-bn']);
    // a desktop's: its texts, and where it sends an address it does not show (with the categories it reads)
    expect([named(boot?.['desktop-en']), named(boot?.['desktop-bn'])]).toEqual([
      ['desktop', 'desktop-routes', 'categories'],
      ['desktop', 'desktop-routes', 'categories'],
    ]);
    for (const f of Object.values(boot ?? {}).flat()) {
      expect(existsSync(join(out, f)), f).toBe(true);
      expect(page.includes(`${f}"`), f).toBe(false);
    }
    for (const [layout, paths] of Object.entries(screens)) {
      for (const [path, files] of Object.entries(paths)) {
        // the screens the page imports there, and with each what the loader would preload
        const imported = files.flatMap((f) => loaderWould(f) ?? []);
        expect(loaderWould(files[0] ?? ''), `${layout} ${path}: the first entry is a screen imported lazily`).not.toBeNull();
        expect([...new Set(imported)].sort(), `${layout} ${path}`).toEqual([...files].sort());
        for (const f of files) expect(existsSync(join(out, f))).toBe(true);
      }
    }
    // a desktop's / also lists its shell and its own screens, and not the desktop feature's other pages
    // (register, category, old addresses: boot waits for the screens' module on a desktop)
    const desktopHome = lists.desktop?.['/'] ?? [];
    expect(desktopHome.filter((f) => /\/(DesktopShell|DesktopScreen)-[\w-]+\.js$/.test(f) && loaderWould(f) !== null).length).toBe(2);
    expect(desktopHome.filter((f) => /\/(Captcha|create-account|LegacyPages|CategoryRoute)-[\w-]+\.js$/.test(f))).toEqual([]);
  });

  // src/boot/landings.ts `prerender`: the build writes those pages and no others, both copies in each language
  it("prerenders the first-load table's addresses, and only those", () => {
    expect(prerenderedPaths()).toEqual(['/login']);
    const written = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? written(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
      );
    const expected = prerenderedPaths().flatMap((path) =>
      PRERENDERED_LANGS.flatMap((lang) => (['net', 'sw'] as const).map((copy) => join(out, prerenderedFile(path, lang, copy) ?? ''))),
    );
    expect(written(join(out, 'prerender')).sort()).toEqual(expected.sort());
  });

  // src/boot/splash.css: written into the page with the app's values, since no stylesheet is there yet
  it("writes the splash's style into the page with the theme's values", () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('#splash{');
    expect(style).toContain('@media (max-width:768px){#splash-hero{');
    expect(style).toContain('background:#0f1923');
    // the only custom property left is the splash's own
    expect([...style.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1])).toEqual(['--posters-top', '--posters-top']);
    expect(html).not.toContain('splash-style');
  });

  // an SVG icon is a document the page's main thread lays out during the first screen's loading (its
  // taka sign needed a fallback font found); a PNG goes to the browser as it is
  it('gives the page a raster icon that the build wrote', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g)].map((m) => m[1] ?? '');
    expect(icons).toEqual(['/icons/favicon-48.png']);
    expect(readFileSync(join(out, 'icons/favicon-48.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
