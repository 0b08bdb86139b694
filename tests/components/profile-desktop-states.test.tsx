// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidePanel } from '../../src/features/account/DesktopAccount';
import { DesktopHome } from '../../src/features/lobby/DesktopHome';
import { Overview, PromotionsSlider } from '../../src/features/profile/ProfileOverview';
import enCommon from '../../src/i18n/locales/en/common.json';
import enDesktop from '../../src/i18n/locales/en/desktop.json';
import enProfile from '../../src/i18n/locales/en/profile.json';
import { FAILED, renderScreen, stubApi, setUpScreenTests } from './screen-harness';

const user = {
  body: {
    data: {
      id: 42,
      username: 'rahim',
      name: 'Rahim Uddin',
      phone: '01700000000',
      email: 'rahim@example.com',
      session_id: 1,
      created_at: '2026-01-10T08:00:00.000Z',
      dofb: null,
      email_verified_at: null,
      balance: '1250.00',
      vip_coin: 1200,
      referral_code: 'RAHIM1',
      cash_bonus: '0.00',
      last_login_at: '2026-03-01T08:00:00.000Z',
    },
  },
};
const noTransactions = { body: { data: [] } };
/** 12,345 VP received in all: Diamond on /vip's scale (Elite I starts at 50,000) */
const vipHistory = { body: { data: [], current: { level: 'Diamond', experience: 12_345, next_level: 'Elite I', next_experience: 50_000 } } };

setUpScreenTests({ token: 'token', remote_id: '42', username: 'rahim' });

describe('profile overview', () => {
  it('a failed transactions call is an error with Retry, not "Deposit now" and "No Data"', async () => {
    const calls = stubApi({ '/api/user/show': [user], '/api/transaction/show': [FAILED, noTransactions] });
    await renderScreen(<Overview />);
    expect((await screen.findByRole('alert')).textContent).toContain(enProfile.overview.error);
    expect(screen.queryByText(enProfile.overview.depositNow)).toBeNull();
    expect(screen.queryByText(enCommon.noData)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: enCommon.retry }));
    expect(await screen.findByText(enProfile.overview.depositNow)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls['/api/transaction/show']).toBe(2);
    expect(calls['/api/user/show']).toBe(1);
  });

  it('a failed user call is an error with Retry, not a skeleton for ever', async () => {
    const calls = stubApi({ '/api/user/show': [FAILED, user], '/api/transaction/show': [noTransactions] });
    const { container } = await renderScreen(<Overview />);
    expect((await screen.findByRole('alert')).textContent).toContain(enProfile.overview.error);
    expect(container.querySelector('.skeleton')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: enCommon.retry }));
    expect(await screen.findByText(enProfile.overview.lastLogin)).toBeTruthy();
    expect(calls['/api/user/show']).toBe(2);
  });

  it('failed promotions are an error, not "No Data"', async () => {
    stubApi({ '/api/promotion': [FAILED] });
    await renderScreen(<PromotionsSlider />);
    expect((await screen.findByRole('alert')).textContent).toContain(enProfile.promotions.error);
    expect(screen.queryByText(enCommon.noData)).toBeNull();
  });
});

describe('desktop', () => {
  it('member center: a failed user call is an error with Retry, not 0 VIP points', async () => {
    const calls = stubApi({ '/api/user/show': [FAILED, user], '/api/balance': [FAILED], '/api/vip-history': [vipHistory] });
    await renderScreen(<SidePanel />);
    expect((await screen.findByRole('alert')).textContent).toContain(enDesktop.account.vipFailed);
    expect(screen.queryByTestId('account-vp')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: enCommon.retry }));
    expect((await screen.findByTestId('account-vp')).textContent).toBe('1,200');
    expect(calls['/api/user/show']).toBe(2);
  });

  it("member center: the bar from Normal to Elite I measures VIP points received, on /vip's scale; a failed history has Retry", async () => {
    const calls = stubApi({ '/api/user/show': [user], '/api/balance': [FAILED], '/api/vip-history': [FAILED, vipHistory] });
    await renderScreen(<SidePanel />);
    expect((await screen.findByRole('alert')).textContent).toContain(enDesktop.account.vipFailed);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: enCommon.retry }));
    const bar = await screen.findByRole('progressbar', { name: enDesktop.account.vipProgress });
    expect(bar.getAttribute('aria-valuenow')).toBe('24.69');
    expect(bar.getAttribute('aria-valuetext')).toBe('12,345 of 50,000 VP received');
    // the count beside it stays the points the player holds now
    expect(screen.getByTestId('account-vp').textContent).toBe('1,200');
    expect(calls['/api/user/show']).toBe(1);
    expect(calls['/api/vip-history']).toBe(2);
  });

  it('home: failed sliders are an error with Retry under Featured Games, not "No Data"', async () => {
    const calls = stubApi({
      '/api/sliders': [FAILED, { body: [] }],
      '/api/general': [{ body: [{ site_title: 'TakaPlay', site_status: 1 }] }],
      '/api/promotion': [{ body: [] }],
    });
    await renderScreen(<DesktopHome />);
    const featured = (await screen.findByRole('heading', { name: enDesktop.home.featured })).closest('section') as HTMLElement;
    expect((await within(featured).findByRole('alert')).textContent).toContain(enDesktop.home.featuredFailed);
    expect(within(featured).queryByText(enCommon.noData)).toBeNull();
    fireEvent.click(within(featured).getByRole('button', { name: enCommon.retry }));
    expect(await within(featured).findByText(enCommon.noData)).toBeTruthy();
    expect(calls['/api/sliders']).toBe(2);
  });
});
