// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PromotionChoice } from '../../src/features/funds/PromotionChoice';
import enFunds from '../../src/i18n/locales/en/funds.json';
import { FAILED, renderScreen, setUpScreenTests, stubApi } from './screen-harness';

setUpScreenTests({ token: 't', remote_id: '7', username: 'player1234' });

/** One promotion of GET /api/deposit-promotions; the player can take it unless said. */
const promo = (o: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Welcome 50%',
  deposit_bouns: 50,
  first_deposit_only: false,
  bonus_cap: null,
  min_deposit: '0.00',
  eligible: true,
  reason: null,
  ...o,
});
const answer = (...list: ReturnType<typeof promo>[]) => ({ body: { data: list } });

describe('deposit promotions', () => {
  it('a failed promotions call is said, with Retry that asks again; No promotion stays to choose', async () => {
    const calls = stubApi({ '/api/deposit-promotions': [FAILED, answer(promo())] });
    await renderScreen(<PromotionChoice value={null} onChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(enFunds.deposit.promotionsError);
    expect(screen.getByRole('radio', { name: enFunds.deposit.noPromotion })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome 50%')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls['/api/deposit-promotions']).toBe(2);
  });

  it('offers only what the server says the player can take, with a bonus, with its rules', async () => {
    stubApi({
      '/api/deposit-promotions': [
        answer(
          promo({
            id: 1,
            name: 'Welcome Offer 100%',
            deposit_bouns: 100,
            first_deposit_only: true,
            bonus_cap: '10000.00',
            eligible: false,
            reason: 'This promotion is for your first deposit only.',
          }),
          promo({ id: 2, name: 'Slots Reload 20%', deposit_bouns: 20, bonus_cap: '2000.00' }),
          promo({ id: 3, name: 'Table Games Weekend', deposit_bouns: 15, min_deposit: '500.00' }),
          promo({ id: 4, name: 'No bonus', deposit_bouns: 0 }),
        ),
      ],
    });
    await renderScreen(<PromotionChoice value={null} onChange={() => {}} />);
    expect(await screen.findByRole('radio', { name: /Slots Reload 20%/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Welcome Offer/ })).toBeNull();
    expect(screen.queryByText('No bonus')).toBeNull();
    expect(screen.getByText('Bonus up to ৳ 2,000.00')).toBeTruthy();
    expect(screen.getByText('Deposit ৳ 500.00 or more')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a promotion chosen before (a kept draft) that the player can no longer take is dropped', async () => {
    stubApi({
      '/api/deposit-promotions': [
        answer(promo({ id: 1, eligible: false, reason: 'This promotion is for your first deposit only.' }), promo({ id: 2, name: 'Reload' })),
      ],
    });
    const onChange = vi.fn();
    await renderScreen(<PromotionChoice value={1} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});
