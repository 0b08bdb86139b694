import { createStore, delMany, getMany, setMany, type UseStore } from 'idb-keyval';
import { SESSION_KEYS, type Session, type SessionKey } from './keys';

/**
 * The session lives in IndexedDB, is read once before the first render and mirrored in memory so
 * rendering never waits on storage. Every change is broadcast so all tabs stay in step (a logout in
 * one tab logs out all).
 */
type Listener = (s: Session) => void;

let idb: UseStore | undefined;
function db(): UseStore {
  idb ??= createStore('taka-session', 'keyval');
  return idb;
}

let current: Session = {};
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

function emit(): void {
  for (const l of listeners) l(current);
}

function openChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel('taka-session');
  channel.onmessage = (ev: MessageEvent<Session>) => {
    // another tab logged out, its token was refused, or another player logged in there
    const ended = !!current.token && ev.data.token !== current.token;
    current = ev.data;
    if (ended) endedElsewhere();
    emit();
  };
}

let endedElsewhere: () => void = () => undefined;

/** What this tab does when another tab's change ends its session: boot hands it to endSession. */
export function onSessionEndedElsewhere(end: () => void): void {
  endedElsewhere = end;
}

/** The first read from storage; a change made meanwhile waits for it (see setSession). */
let loading: Promise<unknown> = Promise.resolve();

export function loadSession(): Promise<Session> {
  const read = readSession();
  loading = read;
  return read;
}

async function readSession(): Promise<Session> {
  openChannel();
  try {
    const values = await getMany<string | undefined>([...SESSION_KEYS], db());
    const next: Session = {};
    SESSION_KEYS.forEach((k, i) => {
      const value = values[i];
      if (typeof value === 'string') next[k] = value;
    });
    current = next;
  } catch {
    // private mode or storage refused: run with an in-memory session
    current = {};
  }
  emit();
  return current;
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

function commit(next: Session): void {
  current = next;
  emit();
  channel?.postMessage(current);
}

/**
 * A change made while the session is still being read waits for the read: patched onto the empty
 * session, it would be broadcast, and every other tab would take a session without its token.
 */
export async function setSession(patch: Session): Promise<void> {
  await loading;
  const next = { ...current, ...patch };
  commit(next);
  const entries = Object.entries(patch).filter((e): e is [SessionKey, string] => typeof e[1] === 'string');
  try {
    await setMany(entries, db());
  } catch {
    /* storage refused: the in-memory session still works for this tab */
  }
}

export async function clearSession(keys: readonly SessionKey[] = SESSION_KEYS): Promise<void> {
  await loading;
  const next = { ...current };
  for (const k of keys) delete next[k];
  commit(next);
  try {
    await delMany([...keys], db());
  } catch {
    /* see setSession */
  }
}

export function isLoggedIn(s: Session = current): boolean {
  return !!s.token;
}
