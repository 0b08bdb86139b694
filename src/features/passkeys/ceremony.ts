import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type { QueryClient } from '@tanstack/react-query';
import { mutate } from '../../api';
import type { PasskeyLoginBody, PasskeyRegisterBody } from '../../api/contract/passkeys';
import { passkeyMutations } from '../../api/calls/passkeys';
import type * as v from 'valibot';

/**
 * The passkey ceremonies: the server's options, the browser's own dialog (or its autofill), the answer
 * sent back. Loaded only by the screens that use a passkey (a dynamic import, ./load.ts), with
 * @simplewebauthn/browser, so neither weighs on the first paint.
 */

type Assertion = v.InferInput<typeof PasskeyLoginBody>['response'];

/** A proof by one of the site's passkeys. `autofill`: wait for the player to pick one in the username field's suggestions. */
export async function passkeyAssertion(autofill: boolean): Promise<Assertion> {
  const options = await mutate(passkeyMutations.loginOptions, undefined);
  const response = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  return response as Assertion;
}

/** Signs in with a proof: the same answer as a password login's. */
export const passkeyLogin = (response: Assertion) => mutate(passkeyMutations.login, { response });

/** The browser's dialog, then the sign-in. */
export const signInWithPasskey = async () => passkeyLogin(await passkeyAssertion(false));

/** Adds a passkey of this device (or one the browser's dialog offers) under `name`. */
export async function addPasskey(name: string, qc: QueryClient) {
  const options = await mutate(passkeyMutations.registerOptions, undefined);
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return mutate(passkeyMutations.register, { response: response as v.InferInput<typeof PasskeyRegisterBody>['response'], name }, qc);
}

/** Removes a passkey, confirmed with the password or a fresh proof by one of the player's passkeys. */
export async function removePasskey(id: number, proof: { password: string } | 'passkey', qc: QueryClient) {
  const body =
    proof === 'passkey' ? { with: 'passkey' as const, response: await passkeyAssertion(false) } : { with: 'password' as const, password: proof.password };
  return mutate(passkeyMutations.remove, { id, ...body }, qc);
}

/** Ends a waiting autofill request (the login screen is left, or the button starts its own). */
export const cancelCeremony = () => WebAuthnAbortService.cancelCeremony();
