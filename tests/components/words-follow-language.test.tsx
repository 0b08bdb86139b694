// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bnCommon from '../../src/i18n/locales/bn/common.json';
import enCommon from '../../src/i18n/locales/en/common.json';
import { initI18n, setLanguage } from '../../src/i18n';
import { useTranslation } from '../../src/i18n/react';
import { serverText } from '../../src/i18n/server-text';
import { useWords } from '../../src/i18n/words';

/** The server's Bangla table arrives when the test opens the gate (a slow network). */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
});
vi.mock('../../src/i18n/server-bn.json', async (original) => {
  await gate.opened;
  return original();
});
const serverBn = JSON.parse(readFileSync('src/i18n/server-bn.json', 'utf8')) as Record<string, string>;

/** A screen's message set by an action (here: a money action refused offline). */
function Refusal() {
  const { t } = useTranslation('common');
  const [message, setMessage] = useWords(t);
  return (
    <>
      <button type="button" onClick={() => setMessage((t) => t('offlineMoney'))}>
        send
      </button>
      <button type="button" onClick={() => setMessage(null)}>
        clear
      </button>
      {message && <p role="alert">{message}</p>}
    </>
  );
}

/** The server's own words, as a screen shows them (e.g. a refused action's reason). */
function ServerSaid({ said }: { said: string }) {
  useTranslation('common');
  return <p role="status">{serverText(said)}</p>;
}

const inSuspense = (node: React.ReactNode) => render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);

describe('messages on screen follow a language switch', () => {
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en'));
  });

  it('a message set in English reads in Bangla after the switch, and back', async () => {
    await initI18n('en');
    inSuspense(<Refusal />);
    fireEvent.click(await screen.findByRole('button', { name: 'send' }));
    expect(screen.getByRole('alert').textContent).toBe(enCommon.offlineMoney);
    await act(() => setLanguage('bn'));
    expect(screen.getByRole('alert').textContent).toBe(bnCommon.offlineMoney);
    await act(() => setLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe(enCommon.offlineMoney);
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the server's words shown before its Bangla table arrived are rewritten when it arrives", async () => {
    const said = 'The given data was invalid.';
    await initI18n('en');
    inSuspense(<ServerSaid said={said} />);
    expect((await screen.findByRole('status')).textContent).toBe(said);
    // the switch renders at once, while the table is still on its way: the words as sent for now
    await act(() => setLanguage('bn'));
    expect(screen.getByRole('status').textContent).toBe(said);
    gate.open();
    expect(await screen.findByText(serverBn[said] ?? '')).toBeTruthy();
  });
});
