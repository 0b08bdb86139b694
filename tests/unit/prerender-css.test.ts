import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { langFromCookie, prerenderedFile } from '../../src/shared/prerendered';
import { criticalCss, linkedStyles } from '../../src/boot/build/prerender';

/** A built page as the prerender plugin hands it over: index.html's inline style, the app's stylesheets linked. */
const PAGE = `<!doctype html><html lang="en" data-prerendered="/"><head>
<style>#splash-hero { display: none; } #splash { display: grid; }</style>
<link rel="stylesheet" crossorigin href="/assets/index.css" data-app-css>
<link rel="stylesheet" crossorigin href="/assets/route.css" data-app-css>
</head><body><div id="splash"></div><div id="root"><header class="shell-header">TakaPlay</header><div class="hero skeleton"></div></div></body></html>`;

describe('the server copy of a prerendered page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'taka-critical-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/index.css'), ':root{--c-bg:#0f1923}.shell-header{height:56px}.wallet{color:red}');
  writeFileSync(
    join(dist, 'assets/route.css'),
    '.hero{aspect-ratio:780/300}.skeleton{animation:1s infinite shimmer}@keyframes shimmer{to{opacity:.5}}@keyframes unused{to{opacity:0}}.modal{position:fixed}@media (max-width:768px){.hero{margin:12px}.modal{inset:0}}',
  );

  it('carries the rules its markup uses inline and no others', async () => {
    const html = await criticalCss(dist)(PAGE);
    const inline = html.match(/<style>([\s\S]*?)<\/style>/g) ?? [];
    expect(inline).toHaveLength(2);
    const critical = inline[1] ?? '';
    for (const rule of [
      '--c-bg:#0f1923',
      '.shell-header{height:56px}',
      '.hero{aspect-ratio:780/300}',
      '@keyframes shimmer',
      '@media (max-width:768px){.hero{margin:12px}}',
    ]) {
      expect(critical).toContain(rule);
    }
    for (const rule of ['.wallet', '.modal', '@keyframes unused']) expect(critical).not.toContain(rule);
    // index.html's own style is for the splash and the boot script's image: kept as written
    expect(inline[0]).toContain('#splash-hero { display: none; }');
  });

  it('loads the stylesheets without blocking the paint and without any inline script (the CSP allows only the boot script)', async () => {
    const html = await criticalCss(dist)(PAGE);
    expect(html).not.toMatch(/rel="stylesheet"/);
    expect(html.match(/<link [^>]*rel="preload" as="style"[^>]*data-app-css[^>]*>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script|onload=/);
  });

  it('the service worker copy links the stylesheets (its cache answers them at once), with no inline copy of them', () => {
    const html = linkedStyles(PAGE);
    expect(html.match(/<link rel="stylesheet" crossorigin href="[^"]+">/g)).toHaveLength(2);
    expect(html).not.toContain('data-app-css');
  });
});

describe('which prerendered page is sent', () => {
  it('the server sends its copy and the service worker its own, by address and the lang cookie', () => {
    expect(prerenderedFile('/login', langFromCookie('a=1; lang=bn'), 'net')).toBe('/prerender/net/bn/login.html');
    expect(prerenderedFile('/login', langFromCookie(undefined), 'sw')).toBe('/prerender/sw/en/login.html');
    expect(prerenderedFile('/', 'en', 'sw')).toBe('/prerender/sw/en/index.html');
  });

  it('names no file outside the pages for an address that could reach one', () => {
    for (const path of ['/../csp', '/login/', '/login.html', '/a/../../b', '//evil', '/assets/x.js', '']) {
      expect(prerenderedFile(path, 'en', 'net'), path).toBeUndefined();
    }
  });
});
