import { chromium, devices } from '@playwright/test';
const base = 'http://127.0.0.1:4399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, opts] of [['mobile', { ...devices['Moto G4'] }], ['desktop', { viewport: { width: 1350, height: 940 } }]] as const) {
  for (const path of process.argv.slice(2)) {
    const ctx = await browser.newContext({ ...(opts as object), serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as any[]) (window as any).__shifts.push({ v: e.value, t: Math.round(e.startTime), s: e.sources?.map((s: any) => `${s.node?.nodeName}.${s.node?.className ?? ''} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + path);
    await page.waitForTimeout(6000);
    const shifts = await page.evaluate(() => (window as any).__shifts);
    console.log(name, path, 'total', shifts.reduce((a: number, s: any) => a + s.v, 0).toFixed(3));
    for (const s of shifts) console.log('  ', s.v.toFixed(3), s.t, (s.s ?? []).join(' | ').slice(0, 600));
    await ctx.close();
  }
}
await browser.close();
