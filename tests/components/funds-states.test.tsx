// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestStore } from '../../src/features/funds/flow-state';
import { PaymentRequestPage } from '../../src/features/funds/PaymentRequestPage';
import { PromotionChoice } from '../../src/features/funds/PromotionChoice';
import { initI18n } from '../../src/i18n';
import enFunds from '../../src/i18n/locales/en/funds.json';
import { FAILED, renderScreen, stubApi } from './screen-harness';

const promo = { id: 7, name: 'Welcome 50%', desc: '', thumbnail: '/p.png', start_date: '', end_date: '', status: 'active', deposit_bouns: 50 };

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('deposit promotions', () => {
  it('a failed promotions call is said, with Retry that asks again; No promotion stays to choose', async () => {
    const calls = stubApi({ '/api/promotion': [FAILED, { body: [promo] }] });
    await renderScreen(<PromotionChoice value={null} onChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(enFunds.deposit.promotionsError);
    expect(screen.getByRole('radio', { name: enFunds.deposit.noPromotion })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome 50%')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls['/api/promotion']).toBe(2);
  });

  it('lists the deposit promotions with no message when the call succeeds', async () => {
    stubApi({ '/api/promotion': [{ body: [promo, { ...promo, id: 8, name: 'No bonus', deposit_bouns: 0 }] }] });
    await renderScreen(<PromotionChoice value={null} onChange={() => {}} />);
    expect(await screen.findByText('Welcome 50%')).toBeTruthy();
    expect(screen.queryByText('No bonus')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('payment request', () => {
  it('shows the amount grouped with two decimals, and the summary as formatTaka writes it', async () => {
    stubApi({});
    requestStore.save({ kind: 'withdraw', amount: '25000.00', icon: '/bkash.png', methodName: 'bKash', startedAt: Date.now() });
    const { container } = await renderScreen(<PaymentRequestPage />);
    await screen.findByText(enFunds.request.withdrawTitle);
    expect(container.querySelector('.flow-amount')?.textContent).toBe('25,000.00');
    expect(screen.getByText(/ by bKash from /).textContent).toMatch(/^৳ 25,000\.00 by bKash from TakaPlay to /);
  });
});
