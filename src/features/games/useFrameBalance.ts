import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { refreshBalance } from '../wallet';
import { frameMessageOrigin, isBalanceMessage } from './logic';

/**
 * When the game frame says a round moved the balance, the balance is fetched now (into the one
 * query the header and the poller share) instead of at the next 10 s poll. Only messages from this
 * frame's window and origin count; the frame's figure itself is not trusted, the server's is.
 */
export function useFrameBalance(frame: RefObject<HTMLIFrameElement | null>, gameUrl: string | null): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!gameUrl) return;
    const expected = frameMessageOrigin(gameUrl, location.origin);
    const onMessage = (ev: MessageEvent) => {
      if (!expected || ev.origin !== expected || ev.source !== frame.current?.contentWindow) return;
      if (isBalanceMessage(ev.data)) refreshBalance(qc);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [frame, gameUrl, qc]);
}
