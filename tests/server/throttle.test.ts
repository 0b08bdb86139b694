import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPlayer, startHarness } from './harness';

/** Login and sign-up limits hold under parallel requests, per address and per username, without locking out the owner. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LOGIN_FAILURES_PER_ADDRESS: '40', SIGNUPS_PER_ADDRESS: '2' });
});
afterAll(() => h.close());

const login = (username: string, password: string, address: string) => h.req('POST', '/api/login', { body: { username, password }, address });

describe('login limits', () => {
  it('60 parallel wrong passwords get at most 10 answers by password (the rest 429)', async () => {
    await h.signUp(newPlayer('parallel01'), { address: '10.1.0.1' });
    const rs = await Promise.all(Array.from({ length: 60 }, (_, i) => login('parallel01', `wrong${i}xxx`, `10.1.1.${i}`)));
    const byPassword = rs.filter((r) => r.status === 401).length;
    expect(byPassword).toBe(10);
    expect(rs.filter((r) => r.status === 429).length).toBe(50);
  });

  it('limits failures per address across usernames', async () => {
    for (let i = 0; i < 40; i++) expect((await login(`spray${i}`, 'wrong12345', '10.2.0.1')).status).toBe(401);
    const r = await login('demoplayer', 'demo12345', '10.2.0.1');
    expect(r.status).toBe(429);
    expect(r.json.message).toBe('Too many failed attempts. Please wait 10 minutes and try again.');
    expect((await login('spray99', 'wrong12345', '10.2.0.2')).status).toBe(401);
  });

  it('a locked username still opens for its owner on a device that logged in before (its cookie), not on a new one', async () => {
    await h.signUp(newPlayer('owner0001'), { address: '10.3.0.1' });
    const first = await login('owner0001', 'abc12345', '10.3.0.1');
    expect(first.status).toBe(200);
    const cookie = /tp_device=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
    for (let i = 0; i < 10; i++) expect((await login('owner0001', `guess${i}xxx`, '10.3.9.9')).status).toBe(401);
    expect((await login('owner0001', 'abc12345', '10.3.9.9')).status).toBe(429);
    // the address the owner logged in from is not what makes the device known
    expect((await login('owner0001', 'abc12345', '10.3.0.1')).status).toBe(429);
    const owner = await h.req('POST', '/api/login', {
      body: { username: 'owner0001', password: 'abc12345' },
      address: '10.3.7.7',
      headers: { Cookie: cookie },
    });
    expect(owner.status).toBe(200);
  });
});

describe('sign-up limit', () => {
  it('an address creates a few players an hour; another address is not affected', async () => {
    expect((await h.signUp(newPlayer('rate00001'), { address: '10.4.0.1' })).status).toBe(201);
    expect((await h.signUp(newPlayer('rate00002'), { address: '10.4.0.1' })).status).toBe(201);
    const third = await h.signUp(newPlayer('rate00003'), { address: '10.4.0.1' });
    expect(third.status).toBe(429);
    expect(third.json.message).toBe('Too many accounts were created from this network. Please try again in an hour.');
    expect((await h.signUp(newPlayer('rate00003'), { address: '10.4.0.2' })).status).toBe(201);
  });
});
