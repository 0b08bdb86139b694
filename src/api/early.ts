/**
 * Answers that index.html's boot script asked for before any module loaded (src/boot/script/early.ts),
 * keyed by address: on a weak connection the shell's public answers then travel while the scripts
 * download, instead of after them. Each is handed out once; a failed one means "ask again".
 */
export type EarlyAnswers = Record<string, Promise<Response | null> | undefined>;

/** The global the boot script leaves them in. */
export const EARLY_ANSWERS = '__takaEarly';

function takeEarly(url: string): Promise<Response | null> | undefined {
  // globalThis, not window: the server and service worker programs type-check this file without the DOM
  const early = (globalThis as { [EARLY_ANSWERS]?: EarlyAnswers })[EARLY_ANSWERS];
  const answer = early?.[url];
  if (answer) delete early[url];
  return answer;
}

/** The early answer for this address if there is one, else a fetch. Gives up waiting when `signal` aborts. */
export async function earlyOrFetch(url: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  const early = init.method === 'GET' && !init.body ? takeEarly(url) : undefined;
  if (early) {
    const { signal } = init;
    const answer = await new Promise<Response | null>((resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      early.then(resolve, () => resolve(null));
    });
    if (answer) return answer;
  }
  return fetch(url, init);
}
