// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage, LinkCodePage } from '../../src/features/auth';
import { initI18n, setLanguage } from '../../src/i18n';
import bnAuth from '../../src/i18n/locales/bn/auth.json';
import enAuth from '../../src/i18n/locales/en/auth.json';
import enValidation from '../../src/i18n/locales/en/validation.json';

let answers: Record<string, { status: number; body: unknown }>;

function renderAt(path: string, Page: () => ReactNode) {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path, component: Page });
  const others = ['/login', '/signup'].map((p) => createRoute({ getParentRoute: () => root, path: p, component: () => <h1>{p}</h1> }));
  const router = createRouter({ routeTree: root.addChildren([page, ...others]), history: createMemoryHistory({ initialEntries: [path] }) });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** The field is marked invalid and described by the message, which is the page's only alert. */
function expectFieldError(label: string, text: string) {
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(text);
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([text]);
}

beforeAll(async () => {
  await initI18n('en');
  window.scrollTo = () => {};
});
beforeEach(() => {
  answers = {
    '/api/usr-forgot-password': { status: 200, body: { message: 'sent' } },
    '/api/usr-reset-password': { status: 422, body: { message: 'The OTP is invalid or has expired.' } },
    '/captcha': { status: 200, body: { id: 'cap-7', image: 'data:image/svg+xml;base64,PHN2Zy8+' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const a = answers[new URL(url).pathname] ?? { status: 404, body: {} };
      return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status }));
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

describe('forgot password', () => {
  it('ties each check to its field and keeps the server message in the form alert', async () => {
    renderAt('/forgot-password', ForgotPasswordPage);
    await screen.findByLabelText(enAuth.fields.email);
    click(enAuth.forgot.send);
    expectFieldError(enAuth.fields.email, enValidation.enterEmail);
    fill(enAuth.fields.email, 'p@example.com');
    click(enAuth.forgot.send);
    expectFieldError(enAuth.fields.username, enValidation.enterUsername);
    expect(field(enAuth.fields.email).getAttribute('aria-invalid')).toBeNull();
    fill(enAuth.fields.username, 'player1234');
    click(enAuth.forgot.send);
    // the spec's exact English sentence
    expect((await screen.findByRole('status')).textContent).toBe('OTP sent successfully. Please check your email.');

    click(enAuth.forgot.confirm);
    expectFieldError(enAuth.forgot.otp, enValidation.enterOtp);
    fill(enAuth.forgot.otp, '000000');
    fill(enAuth.forgot.newPassword, 'lettersonly');
    click(enAuth.forgot.confirm);
    expectFieldError(enAuth.forgot.newPassword, enValidation.newPasswordRule);
    fill(enAuth.forgot.newPassword, 'newpass99');
    click(enAuth.forgot.confirm);
    expectFieldError(enAuth.forgot.confirmPassword, enValidation.confirmNewPassword);
    fill(enAuth.forgot.confirmPassword, 'newpass98');
    click(enAuth.forgot.confirm);
    expectFieldError(enAuth.forgot.confirmPassword, enValidation.passwordsMismatchDot);
    fill(enAuth.forgot.confirmPassword, 'newpass99');
    click(enAuth.forgot.confirm);
    const alert = await screen.findByText('The OTP is invalid or has expired.');
    expect(alert.classList.contains('alert')).toBe(true);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('by SMS: the phone field carries its error; the English success says "sms"', async () => {
    renderAt('/forgot-password', ForgotPasswordPage);
    fireEvent.click(await screen.findByRole('tab', { name: enAuth.forgot.smsTab }));
    click(enAuth.forgot.send);
    expectFieldError(enAuth.fields.phone, enValidation.enterPhone);
    expect((screen.getByLabelText(enAuth.forgot.countryCode) as HTMLSelectElement).value).toBe('+880');
    fill(enAuth.fields.phone, '1712345678');
    fill(enAuth.fields.username, 'player1234');
    click(enAuth.forgot.send);
    expect((await screen.findByRole('status')).textContent).toBe('OTP sent successfully. Please check your sms.');
  });

  it('by SMS: shows the captcha and sends its answer with the image id', async () => {
    renderAt('/forgot-password', ForgotPasswordPage);
    fireEvent.click(await screen.findByRole('tab', { name: enAuth.forgot.smsTab }));
    await screen.findByRole('button', { name: enAuth.captcha.renew });
    await vi.waitFor(() => expect(document.querySelector('img[data-captcha-id="cap-7"]')).not.toBeNull());
    fill(enAuth.fields.phone, '1712345678');
    fill(enAuth.fields.username, 'player1234');
    fill(enAuth.captcha.label, '12a34');
    click(enAuth.forgot.send);
    await screen.findByRole('status');
    const sent = vi.mocked(fetch).mock.calls.find(([u]) => String(u).endsWith('/api/usr-forgot-password'));
    expect(JSON.parse(String((sent?.[1] as RequestInit | undefined)?.body))).toMatchObject({ type: 'sms', captcha: '1234', captcha_id: 'cap-7' });
  });

  it('keeps a new password as typed, and holds "new code" while the reset is in flight', async () => {
    renderAt('/forgot-password', ForgotPasswordPage);
    await screen.findByLabelText(enAuth.fields.email);
    fill(enAuth.fields.email, 'p@example.com');
    fill(enAuth.fields.username, 'player1234');
    click(enAuth.forgot.send);
    await screen.findByRole('status');
    // a Bangla keyboard's digits: login compares the password as typed, so it is not rewritten
    fill(enAuth.forgot.newPassword, 'abcd১২৩৪');
    expect(field(enAuth.forgot.newPassword).value).toBe('abcd১২৩৪');
    fill(enAuth.forgot.otp, '১২৩৪৫৬');
    expect(field(enAuth.forgot.otp).value).toBe('123456');

    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((ok) => (answer = ok))),
    );
    fill(enAuth.forgot.newPassword, 'newpass99');
    fill(enAuth.forgot.confirmPassword, 'newpass99');
    click(enAuth.forgot.confirm);
    const newCode = screen.getByRole('button', { name: enAuth.forgot.newCode }) as HTMLButtonElement;
    await vi.waitFor(() => expect(newCode.disabled).toBe(true));
    await act(async () => answer(new Response(JSON.stringify({ message: 'Password changed' }), { status: 200 })));
  });

  it('in Bangla, names the channel in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderAt('/forgot-password', ForgotPasswordPage);
    await screen.findByLabelText(bnAuth.fields.email, { selector: 'input' });
    fill(bnAuth.fields.email, 'p@example.com');
    fill(bnAuth.fields.username, 'player1234');
    click(bnAuth.forgot.send);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(bnAuth.forgot.sent.replace('{{channel}}', bnAuth.forgot.channel.email));
    expect(status.textContent).not.toMatch(/email/i);
  });
});

describe('link code page without a code', () => {
  it('keeps the spec wording in English', async () => {
    renderAt('/agent_code', () => <LinkCodePage codeType="agent_code" code={undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('No agent_code found in the URL');
  });

  it('names the code in Bangla words, not its URL key', async () => {
    await act(() => setLanguage('bn'));
    renderAt('/referral_code', () => <LinkCodePage codeType="referral_code" code={undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(bnAuth.linkCode.missing.replace('{{codeType}}', bnAuth.linkCode.codeTypes.referral_code));
    expect(alert.textContent).not.toContain('referral_code');
  });
});
