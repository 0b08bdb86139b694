// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ChatList } from '../../src/features/chat/ChatList';
import enChat from '../../src/i18n/locales/en/chat.json';
import { FAILED, renderScreen, stubApi, setUpScreenTests } from './screen-harness';

setUpScreenTests({ token: 'token', remote_id: '42', username: 'rahim' });

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
