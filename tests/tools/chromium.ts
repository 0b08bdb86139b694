import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's package (apt-get install chromium). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Playwright's own Chromium, when it was downloaded (npx playwright install chromium). */
export function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium the e2e tests, the bench and the audit drive: CHROMIUM_PATH, else Playwright's own,
 * else Debian's. tests/tools/ensure-browser.ts gets one first when none is there.
 */
export function findChromium(): string {
  return process.env.CHROMIUM_PATH || playwrightChromium() || SYSTEM_CHROMIUM;
}
