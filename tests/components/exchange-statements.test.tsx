// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BalanceOverviewPage, ProfitLossPage } from '../../src/features/exchange';
import { ExchangeRecords } from '../../src/features/records/ExchangeBetRecords';
import { renderScreen, setUpScreenTests, stubApi } from './screen-harness';

setUpScreenTests({ token: 'tok', remote_id: '7', username: 'demoplayer' });

const at = '2026-11-20T10:00:00.000Z';
const bet = (over: Record<string, unknown>) => ({
  id: 1,
  transaction_id: 'x1',
  market_key: 'odds:1.2',
  market: 'odds',
  event_id: '32000001',
  event_name: 'Bangladesh v India',
  market_id: '1.2',
  market_name: 'Match Odds',
  selection_id: '1',
  selection_name: 'Bangladesh',
  bet_type: 'back',
  odds: '2.00',
  run: null,
  stake: '100.00',
  matched: true,
  potential_profit: '100.00',
  potential_liability: '100.00',
  net_profit_loss: '100.00',
  status: 'WON',
  created_at: at,
  settled_at: at,
  ...over,
});

describe('the exchange statements a player reads', () => {
  it('Balance Overview names each row in words, never the raw type ("exchange loss", "bet", "opening")', async () => {
    const row = (id: number, kind: string) => ({ id, kind, amount: '-10.00', balance_after: '90.00', reference: null, created_at: at });
    stubApi({
      '/api/exchange/statement': [{ body: { data: [row(1, 'exchange_loss'), row(2, 'bet'), row(3, 'win'), row(4, 'opening'), row(5, 'something_new')] } }],
    });
    await renderScreen(<BalanceOverviewPage />);
    const rows = await screen.findAllByTestId('ledger-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Exchange loss', 'Casino bet', 'Casino win', 'Opening balance', 'Other']);
  });

  it('Profit & Loss names each of its two tables once: By day, By event', async () => {
    stubApi({ '/api/exchange/bets': [{ body: { data: [bet({})] } }] });
    await renderScreen(<ProfitLossPage />);
    await screen.findAllByTestId('pl-total');
    expect(screen.getAllByText('By day')).toHaveLength(1);
    expect(screen.getAllByText('By event')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'By day' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'By event' })).toBeTruthy();
  });

  it('exchange bet records filter cancelled and voided bets too', async () => {
    const record = (status: string) => ({ ...bet({ status }), id: 9, settled_at: null });
    stubApi({ '/api/exchange-hub': [{ body: { data: [record('WON')] } }, { body: { data: [record('CANCELLED')] } }] });
    const fetch = vi.mocked(globalThis.fetch);
    await renderScreen(<ExchangeRecords />);
    const status = await screen.findByRole('combobox', { name: 'Status' });
    const options = within(status)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All', 'Open', 'Won', 'Lost', 'Void', 'Cancelled']);
    // the unfiltered list's answer first: the stub answers in order
    expect(await screen.findByText('WON')).toBeTruthy();
    fireEvent.change(status, { target: { value: 'CANCELLED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('CANCELLED')).toBeTruthy();
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('status=CANCELLED');
  });
});
