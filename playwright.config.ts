import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './tests/tools/chromium';

/**
 * E2E runs the production build served by the reference server (real service worker, real SQLite).
 * E2E_PORT and DIST_DIR let several copies run side by side.
 */
const port = Number(process.env.E2E_PORT || 4310);
const dist = process.env.DIST_DIR || 'dist';
const db = `tests/.artifacts/e2e-${port}.db`;
export const chromiumPath = findChromium();
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Specs that need the real service worker: offline starts, the PWA update and install, the split-host
 * caches, money actions refused while the context is offline (an offline page without its worker
 * logs each failed poll as a console error), and push notifications shown by the worker. Every other spec blocks it: a fresh context would
 * otherwise install it and download the whole precache (over 100 files) in every test.
 */
const SERVICE_WORKER_SPECS = /\/(offline|pwa|install|split-host|receipts|exchange-bets|push)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // tests of one file spread over the workers (a file whose tests share state says serial itself), so
  // the run does not end waiting on the last long file
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  // on CI a test that fails once runs once more and, if it passes, is reported as "flaky" in the
  // list: a flaky test is a defect to fix (its trace is kept), not a pass to ignore
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // per port: copies running side by side must not wipe each other's traces
  outputDir: `tests/.artifacts/results-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // the app's reduced-motion rules stop its endless animations (the marquee, autoplaying carousels,
    // skeleton shimmer): an idle home page otherwise keeps a core 10-20 % busy drawing frames, which on
    // a 2-core machine is time the other worker's test waits for. Specs about motion ask for it back.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: SERVICE_WORKER_SPECS, use: { serviceWorkers: 'block' } },
    { name: 'chromium-sw', testMatch: SERVICE_WORKER_SPECS, use: { serviceWorkers: 'allow' } },
  ],
  webServer: {
    command: `mkdir -p tests/.artifacts && rm -f ${db} ${db}-* && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/general`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { APP_MODE: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${db}`, DIST_DIR: dist },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
