import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

/** The test controls (/api/dev/*: outbox with reset codes, faults) and the known admin secret stay on one machine. */
describe('server mode', () => {
  it('on this machine only, development by default, with the test controls and a default admin secret', () => {
    for (const HOST of [undefined, '127.0.0.1', 'localhost', '::1']) {
      const c = readConfig({ HOST });
      expect(c.mode, HOST).toBe('development');
      expect(c.adminSecret).toBe('dev-admin-secret');
    }
  });

  it('reachable from elsewhere, production unless APP_MODE says otherwise: no test controls, no default secret', () => {
    for (const HOST of ['0.0.0.0', '192.168.1.20', '::']) {
      const c = readConfig({ HOST });
      expect(c.mode, HOST).toBe('production');
      expect(c.adminSecret).toBe('');
    }
    expect(readConfig({ HOST: '0.0.0.0', ADMIN_SECRET: 's3cret' }).adminSecret).toBe('s3cret');
    expect(readConfig({ HOST: '0.0.0.0', APP_MODE: 'development' }).mode).toBe('development');
    expect(readConfig({ APP_MODE: 'test' }).mode).toBe('test');
  });
});
