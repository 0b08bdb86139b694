// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { PushOffer } from '../../src/features/push';
import { initI18n } from '../../src/i18n';

beforeAll(() => initI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A browser with the Push API, the player's answer so far `permission`, and the prompt's answer `answer`. */
function pushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'denied') {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => undefined }, configurable: true });
  return requestPermission;
}

/** The offer on the deposit request's screen; resolves once the screen's words have loaded. */
async function offer() {
  render(
    <Suspense fallback={null}>
      <PushOffer />
      <p>the rest of the screen</p>
    </Suspense>,
  );
  await screen.findByText('the rest of the screen');
}

function noPushApi() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

it('is offered once on a device: after it was seen, never again; the prompt only when the player accepts', async () => {
  const ask = pushBrowser('default');
  await offer();
  expect(await screen.findByRole('heading', { name: 'Know when your deposit is approved' })).toBeTruthy();
  expect(ask).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
  expect(ask).toHaveBeenCalledTimes(1);
  // blocked in the prompt: the offer goes
  await vi.waitFor(() => expect(screen.queryByTestId('push-offer')).toBeNull());
  cleanup();
  await offer();
  expect(screen.queryByTestId('push-offer')).toBeNull();
});

it('is not offered where the player already answered the browser, or where the browser has no Push API', async () => {
  for (const setUp of [() => pushBrowser('granted'), () => pushBrowser('denied'), noPushApi]) {
    localStorage.clear();
    setUp();
    await offer();
    expect(screen.queryByTestId('push-offer')).toBeNull();
    cleanup();
  }
});
