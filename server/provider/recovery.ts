import { cancelRound, crashNow, finish, type Provider, type RoundRow } from './rounds';

/**
 * How old an `opening` round (its debit's fate unknown) or an `open` slot round (paid, not yet closed)
 * must be before the sweep finishes it: longer than a live request takes to send its debit twice
 * (the wallet client's 5 s timeout each), so the sweep only takes what a crash or a lost answer left.
 */
const ROUND_STALE_MS = 15_000;

/**
 * Finishes what nobody will: after a crash or a lost answer, every round ends once. A round whose
 * debit's fate is unknown is rolled back (the stake returned, or a tombstone for a debit that never
 * landed); a slot round whose debit was accepted is paid its win decided at its start; a crash round
 * closes at its point; a credit whose answer was lost is sent again. Each with the round's own
 * transaction id, so a second sweep or a late answer changes nothing.
 */
export async function sweep(p: Provider, staleMs = ROUND_STALE_MS): Promise<void> {
  const before = new Date(Date.now() - staleMs).toISOString();
  const rows = await p.db.execute({
    sql: `SELECT * FROM provider_rounds
           WHERE status = 'settling' OR (status = 'open' AND game = 'crash') OR (status IN ('opening', 'open') AND started_at < ?)`,
    args: [before],
  });
  for (const row of rows.rows as unknown as RoundRow[]) {
    const done =
      row.status === 'settling'
        ? finish(p, row, Number(row.win), 'settling')
        : row.status === 'opening'
          ? cancelRound(p, row)
          : row.game === 'slot'
            ? finish(p, row, Number(row.win))
            : crashNow(p, row);
    await Promise.resolve(done).catch(() => null);
  }
}

/** Runs the sweep every `everyMs` while the database is open, one pass at a time. */
export function startSweep(p: Provider, everyMs: number): void {
  let busy = false;
  const timer = setInterval(() => {
    if (p.db.closed) clearInterval(timer);
    else if (!busy) {
      busy = true;
      void sweep(p)
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }
  }, everyMs);
  timer.unref?.();
}
