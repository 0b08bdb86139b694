import type { APIRequestContext } from '@playwright/test';
import { formatTaka } from '../../src/lib/money';
import { expect, loginByApi, test } from './fixtures';
import { fund, newPlayer, type Player } from './funds-helpers';
import { openGame } from './games-helpers';

const BONUS_PROMOTION = 3;

/** A verified player with a settled bKash deposit (with the 5 % bonus promotion: a turnover ticket). */
async function fundedPlayer(request: APIRequestContext, amount: string): Promise<Player> {
  const p = await newPlayer(request, { verifyPhone: true });
  await fund(request, p, amount, BONUS_PROMOTION);
  return p;
}

const taka = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('five slot rounds move the real balance: header, records and turnover agree', async ({ page, request }) => {
  const p = await fundedPlayer(request, '1000');
  await loginByApi(page, p);
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toContainText(formatTaka('1000.00'));
  const game = await openGame(page, 'SLOT', 'JILI');
  const spin = game.getByRole('button', { name: 'Spin' });
  const result = game.locator('#m');
  let wins = 0;
  for (let i = 0; i < 5; i++) {
    await spin.click();
    await expect(result).toHaveText(/^(Win ৳ [\d,]+\.\d\d|No win)$/);
    await expect(spin).toBeEnabled();
    wins += Number((await result.getAttribute('data-win')) ?? 0) * 100;
  }
  const expected = formatTaka((100_000 - 5 * 1_000 + wins) / 100);
  await expect(page.getByTestId('gamerun-balance').locator('.money')).toHaveText(expected);
  expect(taka(await game.locator('#bal').textContent())).toBe(100_000 - 5_000 + wins);
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page.getByTestId('header-balance').locator('.money')).toHaveText(expected);

  await page.goto('/betting-record');
  await page.getByRole('button', { name: 'Submit' }).click();
  const group = page.getByRole('button', { name: /^Show 5 records of / });
  await expect(group).toHaveCount(1);
  await group.click();
  await expect(page.getByTestId('bet-game-name')).toHaveCount(5);

  await page.goto('/turnover-record');
  const ticket = page.getByTestId('turnover-ticket');
  await expect(ticket).toHaveCount(1);
  // required (1,000 + 50 bonus) x 1; five stakes of 10 played: 50 / 1,050
  await expect(ticket.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4.76');
});

test('a double tap on Spin while a round is out sends one round', async ({ page, request }) => {
  const p = await fundedPlayer(request, '500');
  await loginByApi(page, p);
  const game = await openGame(page, 'SLOT', 'JILI');
  let spins = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/provider/slot/spin')) spins++;
  });
  await game.getByRole('combobox', { name: /Stake/ }).selectOption('50');
  await game.getByRole('button', { name: 'Spin' }).dblclick();
  await expect(game.locator('#m')).toHaveText(/^(Win ৳ [\d,]+\.\d\d|No win)$/);
  const win = Number((await game.locator('#m').getAttribute('data-win')) ?? 0) * 100;
  await expect(page.getByTestId('gamerun-balance').locator('.money')).toHaveText(formatTaka((50_000 - 5_000 + win) / 100));
  expect(spins).toBe(1);
});

test.describe('crash cash-out', () => {
  // the double tap's second Cash out can reach the game before it disables the button: the game
  // refuses it (409) and credits once, which is what this test checks
  test.use({ expectedHttpErrors: ['/api/provider/crash/cashout'] });

  test('crash: a cash-out credits once, and the balance follows', async ({ page, request }) => {
    const p = await fundedPlayer(request, '500');
    await loginByApi(page, p);
    const game = await openGame(page, 'CRASH', 'SPRIBE');
    const button = game.locator('#b');
    const result = game.locator('#m');
    // every stake the game sends counts: when a round crashes between the two taps of the double tap
    // below, the second tap lands on Bet again and starts a round of its own
    let bets = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/provider/crash/bet')) bets += 1;
    });
    let won = 0;
    // a round can crash at once (3 % of rounds); play until one is cashed out
    for (let i = 0; i < 8; i++) {
      await game.getByRole('button', { name: 'Bet' }).click();
      // a double tap on Cash out: the second lands on a disabled button, or, if the round crashed
      // first, on Bet (a new round, counted above)
      await game
        .getByRole('button', { name: 'Cash out' })
        .dblclick({ timeout: 3_000 })
        .catch(() => undefined);
      await expect(result).toHaveText(/Cashed out at|crashed|Crashed/);
      await expect(button).toHaveText('Bet');
      const text = (await result.textContent()) ?? '';
      if (text.startsWith('Cashed out')) {
        won = taka(/৳ ([\d,.]+)/.exec(text)?.[1] ?? '0');
        break;
      }
    }
    // a round left open by a stray tap ends before the balance is read
    await expect(button).toHaveText('Bet');
    const balance = 50_000 - 1_000 * bets + won;
    await expect(page.getByTestId('gamerun-balance').locator('.money')).toHaveText(formatTaka(balance / 100));
    // the game page writes taka as the app does
    await expect(game.locator('#bal')).toHaveText(formatTaka(balance / 100));
  });
});

test.describe('bonus turnover', () => {
  test.use({ expectedHttpErrors: ['/api/userwithdrawcheck', '/api/submit-withdraw'] });

  test('a bonus turnover refuses the withdrawal until play completes it, then the withdrawal goes through', async ({ page, request }) => {
    test.slow();
    // a bonus deposit of 100 (5 %: turnover 105 taka) and a plain one of 1,000 to play it with
    const p = await fundedPlayer(request, '100');
    await fund(request, p, '1000');
    const birthday = await request.post('/api/user/profile/update', {
      headers: { Authorization: `Bearer ${p.token}` },
      data: { remote_id: p.remoteId, dofb: '1990-05-15' },
    });
    expect(birthday.ok(), await birthday.text()).toBeTruthy();
    await loginByApi(page, p);
    const withdraw = async () => {
      await page.goto('/withdrawal');
      await page.getByLabel('Amount', { exact: true }).fill('500');
      await page.getByRole('radio', { name: 'Nagad' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
    };
    await withdraw();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'You have an active turnover requirement. Complete your turnover before making a withdrawal.',
    );

    const game = await openGame(page, 'SLOT', 'JILI');
    await game.getByRole('combobox', { name: /Stake/ }).selectOption('50');
    for (let i = 0; i < 3; i++) {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.locator('#m')).toHaveText(/^(Win ৳ [\d,]+\.\d\d|No win)$/);
    }
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.goto('/turnover-record');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByTestId('turnover-ticket')).toContainText('100.00%');

    await withdraw();
    await expect(page.getByText('Withdrawal successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-request$/);
  });
});
