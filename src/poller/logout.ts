import type { QueryClient } from '@tanstack/react-query';
import { endSession } from '../session';
import type { Replay } from './replay';
import type { TabChannel } from './tab-channel';

export interface PollLogoutOptions {
  queryClient: QueryClient;
  replay: Replay;
  channel: TabChannel | undefined;
  /** where a tab goes once its session ended */
  goHome: () => void;
}

/**
 * The poller's part in ending a session: a 401 on a private job ends it in the leader (once, however
 * many jobs are refused together) and tells the other tabs, whose sessions end too ('elsewhere').
 * Every tab then drops the private answers kept for replay and goes home.
 */
export class PollLogout {
  private ending = false;

  constructor(private readonly o: PollLogoutOptions) {}

  /** the server refused this tab's token */
  refused(): void {
    if (this.ending) return;
    this.ending = true;
    void endSession('refused', {
      queryClient: this.o.queryClient,
      go: () => {
        this.o.channel?.send({ type: 'logout' });
        this.leave();
      },
    });
  }

  /** another tab's token was refused */
  elsewhere(): void {
    void endSession('elsewhere', { queryClient: this.o.queryClient, go: () => this.leave() });
  }

  private leave(): void {
    this.o.replay.dropPrivate();
    this.o.goHome();
  }
}
