// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestStore } from '../../src/features/funds/flow-state';
import { PaymentRequestPage } from '../../src/features/funds/PaymentRequestPage';
import { initI18n } from '../../src/i18n';
import enFunds from '../../src/i18n/locales/en/funds.json';
import { renderScreen, stubApi } from './screen-harness';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
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
