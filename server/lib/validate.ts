import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';

/** The field map of a refusal (field -> messages), as the platform's 422 answers carry it. */
function fieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [k, msgs] of Object.entries(v.flatten(issues).nested ?? {})) if (msgs) errors[k] = msgs;
  return errors;
}

export const invalid = (errors: Record<string, string[]>) => ({ message: 'The given data was invalid.', errors });

/**
 * Every schema a route checks its input with. The contract's tests prove each one is a schema the
 * contract exports, so the walk over the contract's schemas (text rule, id rule) covers every route.
 */
export const routeSchemas = new Set<v.GenericSchema>();

/**
 * Validates one part of a request (path, query, JSON body) with a contract schema, as Hono's validator
 * middleware; a bad one answers 422 with the field map, before the handler runs. The handler reads
 * the parsed value with c.req.valid(target).
 */
export const valid = <T extends keyof ValidationTargets, S extends v.GenericSchema>(target: T, schema: S) => {
  routeSchemas.add(schema);
  return vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(invalid(fieldErrors(result.issues)), 422);
  });
};
