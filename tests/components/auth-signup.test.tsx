// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from '../../src/features/auth';
import { RegisterPage } from '../../src/features/auth/RegisterPage';
import { initI18n } from '../../src/i18n';
import enAuth from '../../src/i18n/locales/en/auth.json';
import enDesktop from '../../src/i18n/locales/en/desktop.json';
import { clearSession, getSession, setSession } from '../../src/session';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: string[];

function json({ status, body }: Answer) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderAt(path: string, Page: () => ReactNode) {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path, component: Page });
  const login = createRoute({ getParentRoute: () => root, path: '/login', component: () => <h1>login page</h1> });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>home page</h1> });
  const router = createRouter({ routeTree: root.addChildren([page, login, home]), history: createMemoryHistory({ initialEntries: [path] }) });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const createdText = enAuth.signup.created;

beforeAll(async () => {
  await initI18n('en');
  window.scrollTo = () => {};
});
beforeEach(async () => {
  calls = [];
  answers = {
    '/captcha': { status: 200, body: { id: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' } },
    '/api/v1/create-players': { status: 201, body: { message: 'Player created successfully' } },
    '/api/login': { status: 429, body: { message: 'Too many login attempts.' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url).pathname;
      calls.push(path);
      return json(answers[path] ?? { status: 404, body: {} });
    }),
  );
  await clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mobile sign-up when the automatic login fails', () => {
  it('says the account was created and links to login, instead of "Submission failed" and a form to send again', async () => {
    await setSession({ referral_code: 'DEMO2026' });
    const router = renderAt('/signup', SignupPage);
    await screen.findByLabelText(enAuth.fields.username);
    fill(enAuth.fields.username, 'player1234');
    fill(enAuth.fields.password, 'secret123');
    fill(enAuth.fields.confirmPassword, 'secret123');
    fill(enAuth.fields.phone, '01712345678');
    fill(enAuth.fields.email, 'player1234@example.com');
    fireEvent.click(screen.getByRole('button', { name: enAuth.signup.submit }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(createdText);
    expect(notice.textContent).toContain('Too many login attempts.');
    expect(notice.textContent).toContain(enAuth.signup.createdLogin);
    expect(screen.queryByText(enAuth.signup.failed)).toBeNull();
    // the form is gone: it cannot be sent again (the username would be "taken")
    expect(screen.queryByRole('button', { name: enAuth.signup.submit })).toBeNull();
    expect(calls.filter((c) => c === '/api/v1/create-players')).toHaveLength(1);
    // the link codes went with the new account
    expect(getSession().referral_code).toBeUndefined();
    expect(getSession().token).toBeUndefined();

    fireEvent.click(within(notice).getByRole('link', { name: enAuth.signup.toLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('desktop registration', () => {
  const reg = enDesktop.register;
  async function fillBothSteps() {
    await screen.findByLabelText(reg.username);
    fill(reg.username, 'deskplayer1');
    fill(reg.password, 'secret12');
    fill(reg.confirmPassword, 'secret12');
    fireEvent.click(screen.getByRole('button', { name: reg.next }));
    await screen.findByLabelText(reg.fullName);
    fill(reg.fullName, 'Rahim Uddin');
    fill(reg.phone, '1712345678');
    fill(reg.email, 'deskplayer1@example.com');
    fill(reg.captcha, '1234');
    fireEvent.click(screen.getByRole('checkbox'));
    // the captcha id goes with the sign-up: wait for the image
    await waitFor(() => expect(document.querySelector('img[data-captcha-id="cap-1"]')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: reg.submit }));
  }

  it('says the account was created and links to login when the automatic login fails', async () => {
    answers['/api/login'] = { status: 500, body: {} };
    renderAt('/register', RegisterPage);
    await fillBothSteps();
    const notice = await screen.findByText(createdText);
    const box = notice.closest('[role="alert"]') as HTMLElement;
    expect(box.textContent).toContain(enAuth.signup.createdLogin);
    expect(within(box).getByRole('link', { name: enAuth.signup.toLogin }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(reg.success)).toBeNull();
    expect(screen.queryByText(enAuth.signup.failed)).toBeNull();
    // back on an empty step 1: nothing to send again by mistake
    expect((screen.getByLabelText(reg.username) as HTMLInputElement).value).toBe('');
  });

  it('puts a server error about a field the form does not have in the general alert, not under E-mail', async () => {
    answers['/api/v1/create-players'] = {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { agent_code: ['The agent code is not valid.'], captcha: ['The captcha is not correct.'] } },
    };
    renderAt('/register', RegisterPage);
    await fillBothSteps();
    const general = await screen.findByText('The agent code is not valid.');
    expect(general.getAttribute('role')).toBe('alert');
    expect(general.classList.contains('alert')).toBe(true);
    expect(screen.getByLabelText(reg.email).getAttribute('aria-invalid')).toBeNull();
    // a field the form has keeps its message under it
    expect(screen.getByLabelText(reg.captcha).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The captcha is not correct.')).toBeTruthy();
  });
});
