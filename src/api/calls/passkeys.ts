import { LoginAnswer } from '../contract/auth';
import { MessageAnswer } from '../contract/common';
import * as P from '../contract/passkeys';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';
import type * as v from 'valibot';

/**
 * Passkeys (our extension, docs/api.md). Not spread into `api`: only the screens that use a passkey
 * import these, with @simplewebauthn/browser, so neither is in the first paint.
 */
export const passkeyEndpoints = {
  passkeyLoginOptions: endpoint({ method: 'POST', path: '/api/login/passkey/options', host: 'platform', auth: 'none', response: P.PasskeyLoginOptions }),
  /** with the device cookie, as the password login (docs/login-limits.md) */
  passkeyLogin: endpoint({
    method: 'POST',
    path: '/api/login/passkey/verify',
    host: 'platform',
    auth: 'none',
    credentials: 'include',
    body: P.PasskeyLoginBody,
    response: LoginAnswer,
  }),
  passkeys: endpoint({ method: 'GET', path: '/api/passkeys', host: 'platform', auth: 'required', response: P.PasskeysAnswer }),
  passkeyRegisterOptions: endpoint({
    method: 'POST',
    path: '/api/passkeys/register/options',
    host: 'platform',
    auth: 'required',
    response: P.PasskeyRegisterOptions,
  }),
  passkeyRegister: endpoint({
    method: 'POST',
    path: '/api/passkeys/register/verify',
    host: 'platform',
    auth: 'required',
    body: P.PasskeyRegisterBody,
    response: P.PasskeySavedAnswer,
  }),
  passkeyRename: endpoint({
    method: 'PATCH',
    path: '/api/passkeys/{id}',
    host: 'platform',
    auth: 'required',
    body: P.PasskeyRenameBody,
    response: P.PasskeySavedAnswer,
  }),
  passkeyRemove: endpoint({
    method: 'POST',
    path: '/api/passkeys/{id}/remove',
    host: 'platform',
    auth: 'required',
    body: P.PasskeyRemoveBody,
    response: MessageAnswer,
  }),
};

const describe = describeCalls(passkeyEndpoints);

/** The player's passkeys (private: sent with the token, never persisted). */
export const passkeyCalls = {
  list: () => describe('passkeys', { key: privateKey('passkeys') }),
};

export const passkeyQueries = queriesOf(passkeyCalls);

export const passkeyMutations = {
  loginOptions: describeMutation(passkeyEndpoints.passkeyLoginOptions),
  login: describeMutation(passkeyEndpoints.passkeyLogin),
  registerOptions: describeMutation(passkeyEndpoints.passkeyRegisterOptions),
  register: describeMutation(passkeyEndpoints.passkeyRegister, { invalidates: () => [passkeyCalls.list().key] }),
  /** the list is fetched again before the row leaves its editing form */
  rename: describeMutation(passkeyEndpoints.passkeyRename, {
    input: ({ id, name }: { id: number; name: string }) => ({ params: { id }, body: { name } }),
    refreshes: () => [passkeyCalls.list().key],
  }),
  /** the list is fetched again before the dialog says it is gone */
  remove: describeMutation(passkeyEndpoints.passkeyRemove, {
    input: ({ id, ...body }: { id: number } & v.InferInput<typeof P.PasskeyRemoveBody>) => ({ params: { id }, body }),
    refreshes: () => [passkeyCalls.list().key],
  }),
};
