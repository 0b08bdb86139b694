// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSingleFlight } from '../../src/ui/useSingleFlight';

/** A request the test answers by hand. */
function manualRequests() {
  const sent: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const send = () =>
    new Promise<void>((resolve, reject) => {
      sent.push({ resolve, reject });
    });
  return { sent, send };
}

function SendButton({ send }: { send: () => Promise<void> }) {
  const m = useSingleFlight({ mutationFn: send });
  return (
    <button type="button" onClick={() => m.mutate()}>
      {m.isError ? 'Failed' : m.isSuccess ? 'Sent' : 'Send'}
    </button>
  );
}

function renderButton(send: () => Promise<void>) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <SendButton send={send} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button');
}

afterEach(cleanup);

describe('useSingleFlight', () => {
  it('a double tap sends one request, before the screen has rendered the first as pending', async () => {
    const { sent, send } = manualRequests();
    const button = renderButton(send);
    // both taps in one task: no render between them, as with a fast double tap
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    fireEvent.click(button); // and once more while the request is on its way
    await act(async () => {}); // let a second request, if any, reach mutationFn
    expect(sent).toHaveLength(1);
  });

  it('after the answer the action can be sent again', async () => {
    const { sent, send } = manualRequests();
    const button = renderButton(send);
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => sent[0]?.resolve());
    await waitFor(() => expect(button.textContent).toBe('Sent'));
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('after a failure the player can try again', async () => {
    const { sent, send } = manualRequests();
    const button = renderButton(send);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => sent[0]?.reject(new Error('offline')));
    await waitFor(() => expect(button.textContent).toBe('Failed'));
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
