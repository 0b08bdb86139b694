/**
 * BroadcastChannel as the tabs of one browser see it: a message posted on a channel reaches every
 * other open channel of the same name (not the sender), later (a task, not at once) and as a
 * structured clone. close() stops a channel (its tab closed).
 */
export class FakeBroadcastChannel {
  static open = new Set<FakeBroadcastChannel>();
  /** every message posted, by channel name (tests read what crossed between tabs) */
  static sent: Array<{ name: string; data: unknown }> = [];
  onmessage: ((ev: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    const copy = structuredClone(data);
    FakeBroadcastChannel.sent.push({ name: this.name, data: copy });
    for (const other of FakeBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      setTimeout(() => {
        if (FakeBroadcastChannel.open.has(other)) other.onmessage?.({ data: structuredClone(copy) } as MessageEvent);
      }, 0);
    }
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }

  static reset(): void {
    FakeBroadcastChannel.open.clear();
    FakeBroadcastChannel.sent = [];
  }
}
