import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';

/**
 * A refusal: `{ success: false, message, ...extra }` with its status (extra: the exchange's `code`, a
 * 422's field map `errors`...). Thrown in a handler, a middleware or a transaction (which then rolls
 * back); app.onError answers it. Every refusal of the platform's API goes through here.
 */
export function refuse(status: number, message: string, extra: Record<string, unknown> = {}): HTTPException {
  const code = status as ContentfulStatusCode;
  return new HTTPException(code, { message, res: Response.json({ success: false, message, ...extra }, { status: code }) });
}

/** The 422 of a form: the platform's words and the field map (field -> messages). */
export const invalid = (errors: Record<string, string[]>): HTTPException => refuse(422, 'The given data was invalid.', { errors });

export function nowIso(): string {
  return new Date().toISOString();
}
