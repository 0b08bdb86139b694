/**
 * Run before the e2e tests (npm run test:e2e): makes sure there is a Chromium they can drive and a
 * Bengali font, as phones have (without one Chromium draws a box per letter and the narrow-screen
 * tests measure boxes). Uses what is there, else gets it: Playwright's own download where it can be
 * reached, else Debian's packages (as root); else says in one line what to install, and fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { playwrightChromium, SYSTEM_CHROMIUM } from './chromium';

/**
 * Debian's Chromium 150 (from a stale package list) says navigator.onLine is true again after a
 * reload under Playwright's offline emulation, and the offline specs fail; the suite is checked on 156.
 */
const MIN_SYSTEM_MAJOR = 156;

const quiet = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], encoding: 'utf8' as const };

function majorOf(path: string): number {
  try {
    return Number(/(\d+)\./.exec(execFileSync(path, ['--version'], { ...quiet, timeout: 30_000 }))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function aptInstall(pkg: string): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`installing Debian's ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { ...quiet, env });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { ...quiet, env });
    return true;
  } catch {
    return false;
  }
}

function playwrightDownload(): boolean {
  console.log("getting Playwright's Chromium");
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { ...quiet, timeout: 180_000 });
  } catch {
    return false;
  }
  return playwrightChromium() !== undefined;
}

/** true when the suite has a Chromium (the same order as findChromium in chromium.ts). */
function ensureChromium(): boolean {
  const given = process.env.CHROMIUM_PATH;
  if (given) return existsSync(given);
  if (playwrightChromium()) return true;
  if (existsSync(SYSTEM_CHROMIUM) && majorOf(SYSTEM_CHROMIUM) >= MIN_SYSTEM_MAJOR) return true;
  if (playwrightDownload()) return true;
  aptInstall('chromium');
  const major = existsSync(SYSTEM_CHROMIUM) ? majorOf(SYSTEM_CHROMIUM) : 0;
  if (major > 0 && major < MIN_SYSTEM_MAJOR) console.warn(`Chromium ${major} is older than ${MIN_SYSTEM_MAJOR}: the offline specs may fail`);
  return major > 0;
}

function hasBengaliFont(): boolean {
  try {
    return execFileSync('fc-list', [], quiet).includes('Noto Sans Bengali');
  } catch {
    return false;
  }
}

if (!ensureChromium()) {
  console.error(
    `e2e tests need Chromium: install Debian's (apt-get install chromium), or Playwright's (npx playwright install chromium), or set CHROMIUM_PATH to one (${MIN_SYSTEM_MAJOR} or newer)`,
  );
  process.exit(1);
}
if (!hasBengaliFont() && !(aptInstall('fonts-noto-core') && hasBengaliFont())) {
  console.error('e2e tests need a Bengali font as phones have: install Noto Sans Bengali (Debian: apt-get install fonts-noto-core)');
  process.exit(1);
}
