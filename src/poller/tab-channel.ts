import { POLL_CHANNEL, type TabMessage } from './protocol';

/** The tabs of one browser talk over one BroadcastChannel (a message reaches every tab but its sender). */
export interface TabChannel {
  send(m: TabMessage): void;
}

/** undefined where there is no BroadcastChannel: the tab then runs alone. */
export function openTabChannel(onMessage: (m: TabMessage) => void): TabChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(POLL_CHANNEL);
  channel.onmessage = (ev: MessageEvent<TabMessage>) => onMessage(ev.data);
  return { send: (m) => channel.postMessage(m) };
}
