/** A bookmaker or fancy row: Ball Running (ball_running 1) wins over Suspend (suspended 1); otherwise open. */
export type RowState = 'ballRunning' | 'suspended' | 'open';

export function rowState(row: { ball_running?: number | undefined; suspended?: number | undefined }): RowState {
  if (Number(row.ball_running) === 1) return 'ballRunning';
  if (Number(row.suspended) === 1) return 'suspended';
  return 'open';
}
