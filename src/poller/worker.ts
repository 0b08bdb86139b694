/**
 * The dedicated poller worker: runs the jobs the leader tab's bridge sends, posts only changed data.
 * Typed against the DOM lib on purpose (postMessage with one argument exists on both), so the
 * app's tsconfig checks it like any other file.
 */
import type { FromWorker, ToWorker } from './protocol';
import { createRunner } from './runner';

const scope = self as unknown as { postMessage(m: FromWorker): void; addEventListener(t: 'message', l: (ev: MessageEvent<ToWorker>) => void): void };
const runner = createRunner((m) => scope.postMessage(m));

scope.addEventListener('message', (ev) => {
  const m = ev.data;
  if (m.type === 'set') runner.set(m.jobs, m.token, m.dataSaver);
});
