import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type Host = 'platform' | 'sports';
/** none: never send the token; optional: send it when logged in; required: refuse without it */
export type Auth = 'none' | 'optional' | 'required';

type Schema = v.GenericSchema<any, any>;

export interface Endpoint<Q extends Schema | undefined = Schema | undefined, B extends Schema | undefined = Schema | undefined, R extends Schema = Schema> {
  method: Method;
  /** path on its host; `{name}` segments are filled from `params` */
  path: string;
  host: Host;
  auth: Auth;
  query?: Q;
  body?: B;
  response: R;
  /** text answers (the score board) are not JSON; blob: a picture's bytes (a deposit receipt) */
  responseType?: 'json' | 'text' | 'blob';
  /**
   * include: the call carries the platform host's cookies and keeps what it sets, on another origin too
   * (the login call's device cookie, docs/login-limits.md); every other call is sent without cookies
   */
  credentials?: 'include';
}

export function endpoint<Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, R extends Schema = Schema>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return e;
}

export type AnyEndpoint = Endpoint<Schema | undefined, Schema | undefined, Schema>;
export type QueryOf<E> = E extends Endpoint<infer Q, any, any> ? (Q extends Schema ? v.InferInput<Q> : undefined) : never;
export type BodyOf<E> = E extends Endpoint<any, infer B, any> ? (B extends Schema ? v.InferInput<B> : undefined) : never;
export type ResultOf<E> = E extends Endpoint<any, any, infer R> ? v.InferOutput<R> : never;
