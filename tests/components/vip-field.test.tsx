// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { playerQueries } from '../../src/api';
import { VipPage } from '../../src/features/vip';
import { initI18n } from '../../src/i18n';
import enVip from '../../src/i18n/locales/en/vip.json';
import { clearSession, setSession } from '../../src/session';

// no poller: the test sets the player's answer itself (the jobs are still built from the described calls)
vi.mock('../../src/poller', async (original) => ({ ...(await original<typeof import('../../src/poller')>()), usePoll: () => {} }));

async function renderVip(vipCoin: number) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  qc.setQueryData(playerQueries.user('7').queryKey, { data: { vip_coin: vipCoin } } as never);
  const root = createRootRoute();
  const vip = createRoute({ getParentRoute: () => root, path: '/vip', component: VipPage });
  const router = createRouter({ routeTree: root.addChildren([vip]), history: createMemoryHistory({ initialEntries: ['/vip'] }) });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByLabelText(enVip.enterVp);
}

/** "Not enough points…" is announced once the player leaves the field or submits, not at every keystroke. */
describe('VIP convert field', () => {
  beforeAll(async () => {
    await initI18n('en');
    window.scrollTo = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    await setSession({ remote_id: '7', token: 'test-token' });
  });
  afterEach(cleanup);
  afterAll(async () => {
    vi.unstubAllGlobals();
    await clearSession();
  });

  it('shows the problem quietly while typing, announces it on blur, clears it when the value becomes valid', async () => {
    const input = await renderVip(50);
    const form = input.closest('form') as HTMLFormElement;
    fireEvent.change(input, { target: { value: '5' } });
    // visible while typing, but not in a live alert and the field is not yet marked invalid
    expect(screen.getByText(enVip.notEnough)).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();

    fireEvent.blur(input);
    expect(within(form).getByRole('alert').textContent).toBe(enVip.notEnough);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = within(form).getByRole('alert');
    // more typing with the same problem keeps the same alert (nothing new to announce)
    fireEvent.change(input, { target: { value: '7' } });
    expect(within(form).getByRole('alert')).toBe(alert);

    fireEvent.change(input, { target: { value: '20' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(enVip.notEnough)).toBeNull();
    // a new problem while typing again is not announced until the field is left
    fireEvent.change(input, { target: { value: '2' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '200' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.getByText(enVip.tooMany)).toBeTruthy();
  });

  it('announces the problem on submit', async () => {
    const input = await renderVip(50);
    const form = input.closest('form') as HTMLFormElement;
    fireEvent.change(input, { target: { value: '3' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(within(form).getByRole('alert').textContent).toBe(enVip.notEnough);
  });

  it('keeps a decimal as typed and refuses it, never reading 10.5 as 105', async () => {
    const input = await renderVip(500);
    const form = input.closest('form') as HTMLFormElement;
    fireEvent.change(input, { target: { value: '10.5' } });
    expect((input as HTMLInputElement).value).toBe('10.5');
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(within(form).getByRole('alert').textContent).toBe(enVip.notWhole);
  });

  it('reads a Bangla keyboard digits as the same points', async () => {
    const input = await renderVip(500);
    fireEvent.change(input, { target: { value: '২০' } });
    expect((input as HTMLInputElement).value).toBe('20');
  });
});
