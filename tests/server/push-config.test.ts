import { spawn } from 'node:child_process';
// web-push is CommonJS: Node gives it to ESM as one default object
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { endpointAllowed } from '../../server/push/endpoint-rule';
import { vapidProblem } from '../../server/push/vapid';

describe('VAPID settings', () => {
  it('production needs a real key pair and subject; elsewhere the database keeps one', () => {
    const keys = webpush.generateVAPIDKeys();
    const env = { HOST: '0.0.0.0', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' };
    expect(vapidProblem(readConfig(env).push)).toBeNull();
    expect(vapidProblem(readConfig({ HOST: '0.0.0.0' }).push)).toMatch(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required/);
    expect(vapidProblem(readConfig({ ...env, VAPID_PRIVATE_KEY: 'short' }).push)).toMatch(/private key/i);
    expect(vapidProblem(readConfig({ ...env, VAPID_SUBJECT: 'ops@example.com' }).push)).toMatch(/subject/i);
    expect(readConfig({}).push.subject).toMatch(/^mailto:/);
  });

  it('the server does not start in production without them', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, APP_MODE: 'production', APP_SECRET: 'x'.repeat(32), HOST: '127.0.0.1', PORT: '0', DATABASE_URL: 'file:/nonexistent/never.db' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (b: Buffer) => {
      err += b.toString();
    });
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(1);
    expect(err).toMatch(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production/);
  }, 30_000);
});

describe('the push services a subscription may name', () => {
  const production = readConfig({ HOST: '0.0.0.0' });
  it("the browsers' push services over https, and nothing else in production", () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/x',
      'https://wns2-bl2p.notify.windows.com/w/?token=x',
    ])
      expect(endpointAllowed(ok, production), ok).toBe(true);
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:9000/push',
      'https://169.254.169.254/latest',
    ])
      expect(endpointAllowed(bad, production), bad).toBe(false);
  });
  it("a push service on this machine only outside production (the tests' own)", () => {
    expect(endpointAllowed('http://127.0.0.1:9000/push/x', readConfig({ APP_MODE: 'test' }))).toBe(true);
    expect(endpointAllowed('http://10.0.0.2:9000/push/x', readConfig({ APP_MODE: 'test' }))).toBe(false);
  });
});
