import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';

/**
 * A refusal with the player's exact message (`success: false, message`), thrown inside a handler or
 * a transaction (which then rolls back); app.onError answers it.
 */
export function refuse(status: number, message: string): HTTPException {
  const code = status as ContentfulStatusCode;
  return new HTTPException(code, { message, res: Response.json({ success: false, message }, { status: code }) });
}

export function nowIso(): string {
  return new Date().toISOString();
}
