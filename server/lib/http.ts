import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldErrors, invalid } from './validate';

/** Reads and validates a JSON body with a contract schema; a bad payload answers 422 with a field map. */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<{ ok: true; data: v.InferOutput<S> } | { ok: false; res: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = undefined;
  }
  const r = v.safeParse(schema, raw);
  if (r.success) return { ok: true, data: r.output };
  return { ok: false, res: c.json(invalid(fieldErrors(r.issues)), 422) };
}

export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): { ok: true; data: v.InferOutput<S> } | { ok: false; res: Response } {
  const r = v.safeParse(schema, c.req.query());
  if (r.success) return { ok: true, data: r.output };
  return { ok: false, res: c.json(invalid(fieldErrors(r.issues)), 422) };
}

export function nowIso(): string {
  return new Date().toISOString();
}
