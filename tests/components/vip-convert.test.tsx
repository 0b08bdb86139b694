// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../src/api';
import { useConvertVp } from '../../src/features/vip/useConvertVp';

/** VP conversion sends a nonce per amount: a retry after a lost answer must not convert twice. */
describe('useConvertVp', () => {
  const sent: URL[] = [];
  let answers: Array<() => Promise<Response>> = [];
  const ok = (message: string) => () => Promise.resolve(new Response(JSON.stringify({ success: true, message }), { status: 200 }));
  const lost = () => Promise.reject(new TypeError('Failed to fetch'));

  beforeEach(() => {
    sent.length = 0;
    answers = [];
    configureClient({ getToken: () => 'test-token' });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const u = new URL(url);
        if (u.pathname === '/api/convert-vipcoin') sent.push(u);
        const next = u.pathname === '/api/convert-vipcoin' ? answers.shift() : undefined;
        return next ? next() : Promise.resolve(new Response('{}', { status: 200 }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function setup() {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const success = vi.fn();
    const error = vi.fn();
    const hook = renderHook(() => useConvertVp('7', { success, error }), { wrapper });
    const convert = async (points: string, settled: { mock: { calls: unknown[] } }) => {
      const before = settled.mock.calls.length;
      act(() => hook.result.current.convert(points));
      await waitFor(() => expect(settled.mock.calls.length).toBe(before + 1));
      await waitFor(() => expect(hook.result.current.isPending).toBe(false));
    };
    return { convert, success, error };
  }
  const nonces = () => sent.map((u) => u.searchParams.get('nonce'));

  it('retries the same amount with the same nonce after a network failure, and a new amount gets a new one', async () => {
    const { convert, success, error } = setup();
    answers.push(lost, ok('20 VP converted'), ok('20 VP converted'), ok('30 VP converted'));
    await convert('20', error);
    await convert('20', success);
    expect(sent.map((u) => u.searchParams.get('vip_coin'))).toEqual(['20', '20']);
    const [first, retry] = nonces();
    expect(first).toMatch(/^[\w-]{8,64}$/);
    expect(retry).toBe(first);
    // after the success answer the same amount is a new conversion
    await convert('20', success);
    expect(nonces()[2]).not.toBe(first);
    // another amount: another nonce
    await convert('30', success);
    expect(new Set(nonces().slice(2)).size).toBe(2);
    expect(success.mock.calls.map((c) => c[0])).toEqual(['20 VP converted', '20 VP converted', '30 VP converted']);
  });

  it('keeps each unanswered amount its own nonce, and retires one the server says was already sent', async () => {
    const { convert, error } = setup();
    const already = () => Promise.resolve(new Response(JSON.stringify({ message: 'This conversion was already sent.' }), { status: 409 }));
    answers.push(lost, lost, lost, already, lost);
    await convert('20', error);
    await convert('30', error);
    await convert('20', error);
    expect(nonces()[2]).toBe(nonces()[0]);
    expect(nonces()[1]).not.toBe(nonces()[0]);
    await convert('20', error);
    expect(nonces()[3]).toBe(nonces()[0]);
    // the server had it: the next 20 VP is a new conversion
    await convert('20', error);
    expect(nonces()[4]).not.toBe(nonces()[0]);
  });
});
