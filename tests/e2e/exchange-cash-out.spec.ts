import type { Locator } from '@playwright/test';
import { liveCricket, oddsUrl } from './exchange-helpers';
import { expect, loginByApi, serverControl, tapInView, test } from './fixtures';
import { fund, newPlayer } from './funds-helpers';

// a price that moved between the screen's last look and the server is refused with the new amount
test.use({ expectedHttpErrors: ['/api/exchange/cash-out'] });
const LOAD = { timeout: 30_000 };

/** "৳ 1,234.56" or "-৳ 12.00" as a number of taka. */
function taka(text: string): number {
  const m = /(-?)৳ ([\d,]+\.\d\d)/.exec(text);
  return m ? Number(`${m[1]}${m[2]?.replace(/,/g, '')}`) : Number.NaN;
}
const takaIn = async (l: Locator) => taka(await l.innerText());

test('a player who backed sees the price move, cashes out, and every runner then pays the same', async ({ page }) => {
  const p = await newPlayer(page.request, { verifyPhone: true });
  await fund(page.request, p, '5000');
  const event = await liveCricket(page.request);
  // set-up through the API: ৳200 on the first runner, matched at the best back price there is
  const odds = (await (await page.request.get(`/api/match-odds/${event.MarketId}`)).json()) as Array<{ runners: Array<{ selectionId: string }> }>;
  const placed = await page.request.post('/api/exchange/bets', {
    headers: { Authorization: `Bearer ${p.token}` },
    data: {
      idempotency_key: crypto.randomUUID(),
      market: 'odds',
      event_id: event.EventId,
      market_id: event.MarketId,
      selection_id: odds[0]?.runners[0]?.selectionId,
      side: 'back',
      odds: '1.01',
      stake: '200',
    },
  });
  expect(placed.status()).toBe(201);
  // the simulation's prices move on (the price clock steps 30 ticks ahead)
  await serverControl(page, 'sports', { action: 'tick', steps: 30 });

  await loginByApi(page, p);
  await page.goto(oddsUrl(event, 'cricket'));
  const market = page.locator('section.xc-market').filter({ has: page.getByTestId('runner-row') });
  const cashOut = market.getByTestId('cash-out');
  await expect(cashOut).toHaveText(/^Cash Out -?৳ [\d,]+\.\d\d$/, LOAD);
  await expect(cashOut).toHaveAttribute('data-tone', /^(win|loss)$/);

  await tapInView(cashOut);
  const dialog = page.getByTestId('cash-out-dialog');
  await expect(dialog).toContainText('Every runner pays');
  await expect(dialog.getByRole('listitem')).toHaveText([/^Lay .+: ৳ [\d,]+\.\d\d at \d/]);
  await expect(dialog.getByRole('radio', { name: 'All' })).toBeChecked();
  // confirm; when the price moved meanwhile the dialog says the new amount, and confirming again takes it
  const confirm = page.getByRole('button', { name: 'Confirm cash out' });
  const result = market.getByTestId('cash-out-result');
  for (let tries = 0; tries < 5 && !(await result.isVisible()); tries += 1) {
    await confirm.click();
    await expect(result.or(page.getByTestId('cash-out-error'))).toBeVisible();
    if (await page.getByTestId('cash-out-error').isVisible()) {
      await expect(page.getByTestId('cash-out-error')).toHaveText(/^The cash out amount changed to -?৳ [\d,]+\.\d\d\.$/);
    }
  }
  await expect(result).toHaveText(/^Cashed out -?৳ [\d,]+\.\d\d\.$/);
  await expect(dialog).toHaveCount(0);
  const amount = taka(await result.innerText());

  // the positions under the runners: the amount on each (a hedge stake is rounded to the paisa)
  const positions = market.getByTestId('runner-position');
  await expect(positions).toHaveCount(2);
  await expect.poll(async () => Math.min(await takaIn(positions.nth(0)), await takaIn(positions.nth(1)))).toBe(amount);
  const paisa = [Math.round((await takaIn(positions.nth(0))) * 100), Math.round((await takaIn(positions.nth(1))) * 100)];
  expect(Math.max(...paisa) - Math.min(...paisa)).toBeLessThanOrEqual(1);
  await expect(market.locator('.xc-cashout')).toContainText('Every runner pays');

  // My Bets lists the hedge as a cash out's
  await page.goto('/exchange-bets');
  const hedge = page.getByTestId('exchange-bet').filter({ has: page.getByTestId('cash-out-tag') });
  await expect(hedge).toHaveCount(1, LOAD);
  await expect(hedge).toContainText('Lay');
  await expect(page.getByTestId('exchange-bet')).toHaveCount(2);
});
