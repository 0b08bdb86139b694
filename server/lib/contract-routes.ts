import type { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { Endpoint } from '../../src/api/calls/define';
import type { AppEnv } from './auth';

/** What a route takes from a call's description: its method and its path on its host. */
type Call = Pick<Endpoint, 'method' | 'path'>;

/**
 * The path Hono registers a contract call at in a group mounted at `base`: the call's own path less the
 * base, its `{name}` segments as `:name`. A call outside the base throws when the group is built, so a
 * group mounted at the wrong base stops the server (and its tests) from starting instead of answering
 * the PWA's call with 404.
 */
export function routePath(base: string, call: Call): string {
  const prefix = base.replace(/\/$/, '');
  if (call.path !== prefix && !call.path.startsWith(`${prefix}/`)) {
    throw new Error(`${call.method} ${call.path} is not under ${base || '/'}, where its route group is mounted`);
  }
  return (call.path.slice(prefix.length) || '/').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * For a group mounted at `base`: the method and path of a contract call, spread into Hono's
 * `r.on(...call(endpoint), ...handlers)`, so each route takes both from the call's one description and
 * the validators' types (c.req.valid) stay Hono's own.
 */
export const callsAt =
  (base: string) =>
  (c: Call): readonly [Call['method'], string] => [c.method, routePath(base, c)];

/** A route group that serves contract calls: built with the base it is mounted at (server/routes/index.ts). */
export type ContractGroup = (ctx: ServerContext, base: string) => Hono<AppEnv>;
