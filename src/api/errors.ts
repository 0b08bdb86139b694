/** The server's words in the player's language (set by the app: i18n/server-text.ts); the worker keeps them as sent. */
let shownAsSent = false;
let localize = (text: string) => {
  shownAsSent = true;
  return text;
};
/** True when a message was already shown as sent (before this): the screens then write it again. */
export function setServerTextLocalizer(f: (text: string) => string): boolean {
  localize = f;
  return shownAsSent;
}

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape' | 'unauthorized' | 'offline';

/** The one error every call rejects with; `message` is the server's message field when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** true when `message` came from the server's JSON body */
  readonly fromServer: boolean;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, opts: { status?: number; fromServer?: boolean; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status;
    this.fromServer = opts.fromServer ?? false;
    this.body = opts.body;
  }

  /** The server's message when there is one (in the player's language when known), else the screen's fallback text. */
  messageOr(fallback: string): string {
    return this.fromServer && this.message ? localize(this.message) : fallback;
  }

  get isNetwork(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'offline';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The message to show for an error: the server's, else the fallback for an answer, else the network one. */
export function errorText(e: unknown, fallback: string, networkFallback = fallback): string {
  if (!isApiError(e)) return networkFallback;
  if (e.isNetwork) return networkFallback;
  return e.messageOr(fallback);
}
