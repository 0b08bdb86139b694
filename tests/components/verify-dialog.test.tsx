// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VerifyDialogs } from '../../src/features/account';
import en from '../../src/i18n/locales/en/account.json';
import { renderScreen, setUpScreenTests } from './screen-harness';

setUpScreenTests({ token: 't', remote_id: '7', username: 'player1234' });
// jsdom has no showModal: the dialog's content counts as hidden to role queries
const hidden = { hidden: true };

/** The code dialog says what went wrong with the action just taken, and what to do about a lost connection. */
describe('verification code dialog', () => {
  it('a send without network says to check the connection; a later verify failure replaces it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
        if (path === '/api/add/send-verification-code') throw new TypeError('Failed to fetch');
        if (path === '/api/add/verify-phone-number') return new Response(JSON.stringify({ message: 'The code is wrong.' }), { status: 422 });
        return new Response('{}', { status: 404 });
      }),
    );
    await renderScreen(<VerifyDialogs target={{ kind: 'extra', phone: '01711111111' }} onChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: en.verify.sendCode, ...hidden }));
    expect((await screen.findByRole('alert', hidden)).textContent).toContain(en.verify.network);
    expect(en.verify.network).toMatch(/connection/);

    fireEvent.change(screen.getByLabelText(en.verify.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: en.verify.submit, ...hidden }));
    await vi.waitFor(() => expect(screen.getByRole('alert', hidden).textContent).toContain('The code is wrong.'));
    expect(screen.getByRole('alert', hidden).textContent).not.toContain(en.verify.network);
  });
});
