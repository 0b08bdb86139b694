// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { configureClient } from '../../src/api';
import { ChatList } from '../../src/features/chat/ChatList';
import { initI18n } from '../../src/i18n';
import enChat from '../../src/i18n/locales/en/chat.json';
import { setSession } from '../../src/session';
import { FAILED, renderScreen, stubApi } from './screen-harness';

beforeAll(async () => {
  await initI18n('en');
  configureClient({ getToken: () => 'token' });
  await setSession({ token: 'token', remote_id: '42', username: 'rahim' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('messages list: a failed "Send us a Message" is said in an alert, and a second try is sent', async () => {
  const calls = stubApi({ '/api/get-chats': [{ body: { chats: [] } }], '/api/chats': [FAILED] });
  await renderScreen(<ChatList />);
  const send = await screen.findByRole('button', { name: enChat.home.sendUs });
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(send);
  expect((await screen.findByRole('alert')).textContent).toBe(enChat.startError);
  fireEvent.click(send);
  await vi.waitFor(() => expect(calls['/api/chats']).toBe(2));
});
