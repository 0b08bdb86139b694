import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let remoteId: string | undefined = 'p1';
vi.mock('../../src/session', () => ({ getSession: () => ({ remote_id: remoteId }) }));
const { flowStore, requestStore } = await import('../../src/features/funds/flow-state');

const flow = {
  amount: '500',
  icon: '/storage/bkash.svg',
  methodId: 1,
  methodName: 'bKash',
  accountType: 'personal',
  accountNumber: '01711111111',
  promotionId: null,
  ewallet: { transaction: 'EW-1', number: '01899999999' },
  startedAt: 1,
};
const request = { kind: 'withdraw' as const, amount: '2500.00', icon: '/storage/nagad.svg', methodName: 'Nagad', startedAt: 2 };

/** The deposit flow's state survives a reload in the tab's storage, for its own player only. */
describe('payment flow state', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    });
    remoteId = 'p1';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a reload (no navigation state) gets the saved flow and request back', () => {
    flowStore.save(flow);
    requestStore.save(request);
    expect(flowStore.load(undefined)).toEqual(flow);
    expect(requestStore.load(undefined)).toEqual(request);
  });

  it('another player logged in in the same tab does not get them, and they are dropped', () => {
    flowStore.save(flow);
    requestStore.save(request);
    remoteId = 'p2';
    expect(flowStore.load(undefined)).toBeNull();
    expect(requestStore.load(undefined)).toBeNull();
    remoteId = 'p1';
    expect(flowStore.load(undefined)).toBeNull();
  });

  it('after logout nothing is handed out', () => {
    flowStore.save(flow);
    remoteId = undefined;
    expect(flowStore.load(undefined)).toBeNull();
  });

  it('navigation state is checked by the schema: a malformed one falls back to storage', () => {
    flowStore.save(flow);
    expect(flowStore.load({ amount: 'lots' })).toEqual(flow);
    flowStore.clear();
    expect(flowStore.load({ amount: 'lots' })).toBeNull();
  });
});
