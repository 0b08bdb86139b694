// @vitest-environment jsdom
import { IsRestoringProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ExchangeRedirectPage } from '../../src/features/exchange/RedirectPage';
import enMarket from '../../src/i18n/locales/en/market.json';
import { FAILED, renderScreen, stubApi, setUpScreenTests } from './screen-harness';

setUpScreenTests({ token: 'token', remote_id: '42', username: 'rahim', exchangeToken: 'xt' });

it('the exchange redirect sends nobody on when the market-block check failed; Retry asks again', async () => {
  const blocked = { body: { data: [{ exchange_market: 1, cs_market: 0, games_market: 0, status: 'active' }] } };
  const calls = stubApi({ '/api/market/block': [FAILED, blocked] });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await renderScreen(<ExchangeRedirectPage />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(enMarket.checkFailed);
  expect(assign).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await vi.waitFor(() => expect(calls['/api/market/block']).toBe(2));
  expect(await screen.findAllByText(enMarket.body)).not.toHaveLength(0);
  expect(assign).not.toHaveBeenCalled();
});

it('while the persisted cache is restored the check counts as not done: nobody is sent on', async () => {
  stubApi({ '/api/market/block': [{ body: { data: [] } }] });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await renderScreen(
    <IsRestoringProvider value={true}>
      <ExchangeRedirectPage />
    </IsRestoringProvider>,
  );
  expect(await screen.findByRole('status')).toBeTruthy();
  expect(assign).not.toHaveBeenCalled();
});
