import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal, as Hono's HTTPException: thrown in a handler, a middleware or a transaction (which then
 * rolls back). app.onError answers every one alike: `{ success: false, message, ...details }` with
 * its status (refusalBody); details are the exchange's `code`, a 422's field map `errors`...
 */
export function refuse(status: number, message: string, details: Record<string, unknown> = {}): HTTPException {
  return new HTTPException(status as ContentfulStatusCode, { message, cause: details });
}

/** The 422 of a form: the platform's words and the field map (field -> messages). */
export const invalid = (errors: Record<string, string[]>): HTTPException => refuse(422, 'The given data was invalid.', { errors });

/** What a refusal answers (app.onError). */
export function refusalBody(err: HTTPException): Record<string, unknown> {
  const details = typeof err.cause === 'object' && err.cause !== null ? err.cause : {};
  return { success: false, message: err.message, ...details };
}

export function nowIso(): string {
  return new Date().toISOString();
}
