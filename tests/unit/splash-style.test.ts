import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { disagreements, ruleValue, splashCss } from '../../src/boot/build/splash-style';
import { MOBILE_MAX_WIDTH } from '../../src/features/layout/useIsDesktop';

/** The splash's style (src/boot/splash.css) as the build writes it into index.html (src/boot/build/splash-style.ts). */
const read = (file: string) => readFileSync(file, 'utf8');
const SOURCE = read('src/boot/splash.css');
const THEME = read('src/ui/theme.css');

describe("the splash's style", () => {
  it("takes the theme's values and the phone layout's width: the app's stylesheets are not there when it paints", () => {
    const css = splashCss(SOURCE, THEME);
    expect(css).toContain('#splash{position:fixed;inset:0;z-index:100;background:#0f1923;');
    expect(css).toContain(`@media (max-width:${MOBILE_MAX_WIDTH}px){#splash-hero{display:block;position:absolute;top:calc(56px + 12px);left:12px;right:12px;`);
    // the row of posters starts where the games screen's grid does: header, padding, heading, chips, sort row
    expect(css).toContain('--posters-top:calc(56px + 12px + (44px + 8px) + (4px + 44px + 8px + 12px) + (44px + 12px))');
    expect(css).not.toMatch(/\/\*|var\(--(?!posters-top)/);
  });

  it('refuses a token the theme does not set', () => {
    expect(() => splashCss('#splash { color: var(--c-nope); }', THEME)).toThrow('--c-nope');
  });

  it("agrees with the app's rules it marks, and names the one that no longer does", () => {
    expect(disagreements(SOURCE, read)).toEqual([]);
    const hero = read('src/features/lobby/hero-marquee.css');
    const changed = (file: string) => (file.endsWith('hero-marquee.css') ? hero.replace('aspect-ratio: 780 / 300;', 'aspect-ratio: 16 / 9;') : read(file));
    expect(disagreements(SOURCE, changed)).toEqual(['aspect-ratio: 780 / 300, but src/features/lobby/hero-marquee.css .hero-empty has 16 / 9']);
  });

  it("reads a rule's value by its exact selector", () => {
    const css = '.hero { margin: 0; }\n.hero-empty {\n  aspect-ratio: 2 / 1;\n}\n@media (min-width: 600px) { .grid { gap: 4px } }';
    expect(ruleValue(css, '.hero-empty', 'aspect-ratio')).toBe('2 / 1');
    expect(ruleValue(css, '.hero', 'aspect-ratio')).toBeUndefined();
    expect(ruleValue(css, '.grid', 'gap')).toBe('4px');
  });
});
