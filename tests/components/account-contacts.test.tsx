// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactList } from '../../src/features/account/ContactList';
import enAccount from '../../src/i18n/locales/en/account.json';
import { FAILED, renderScreen, stubApi, setUpScreenTests } from './screen-harness';

const general = (support_mail: string | null) => ({ body: [{ site_title: 'TakaPlay', site_status: 1, support_mail }] });

setUpScreenTests();

describe('Contact Us', () => {
  it('a failed social-links call is said with Retry, the support e-mail still shown; Retry brings the links', async () => {
    const calls = stubApi({
      '/api/sociallink': [FAILED, { body: { whatsapp: 'https://wa.me/8801700000000' } }],
      '/api/general': [general('help@takaplay.test')],
    });
    await renderScreen(
      <ul>
        <ContactList />
      </ul>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(enAccount.menu.contactsError);
    expect((await screen.findByRole('link', { name: enAccount.menu.email })).getAttribute('href')).toBe('mailto:help@takaplay.test');
    expect(screen.queryByText(enAccount.menu.loading)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('link', { name: enAccount.menu.whatsapp })).getAttribute('href')).toBe('https://wa.me/8801700000000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls['/api/sociallink']).toBe(2);
  });

  it('without a known e-mail the failure is not "Loading..." for ever', async () => {
    stubApi({ '/api/sociallink': [FAILED], '/api/general': [general(null)] });
    await renderScreen(
      <ul>
        <ContactList />
      </ul>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(enAccount.menu.contactsError);
    expect(screen.queryByText(enAccount.menu.loading)).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
