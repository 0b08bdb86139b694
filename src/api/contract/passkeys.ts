import * as v from 'valibot';
import { Text } from './common';

/**
 * Passkeys (WebAuthn) beside the password (our extension, docs/api.md). The options answers are the
 * WebAuthn JSON forms of PublicKeyCredentialCreationOptions and ...RequestOptions; the responses sent
 * back are what the browser's credential gives as JSON (RegistrationResponseJSON,
 * AuthenticationResponseJSON), every field capped like any other text of a request.
 */

/** Passkeys one player may hold. */
export const MAX_PASSKEYS = 10;
/** A passkey's name, as the player gives it. */
export const PASSKEY_NAME_MAX = 50;

/** Transports a credential may name (WebAuthn's AuthenticatorTransport); others a newer browser sends are dropped. */
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];
const isTransport = (t: string): t is Transport => (TRANSPORTS as readonly string[]).includes(t);

/** Binary data as the browser sends it: base64url. */
const B64 = (field: string, max: number) => v.pipe(Text(field, max), v.regex(/^[A-Za-z0-9_-]*={0,2}$/, `The ${field} must be base64url.`));

const Transports = v.optional(
  v.pipe(
    v.array(Text('transport', 20)),
    v.maxLength(10),
    v.transform((ts) => ts.filter(isTransport)),
  ),
);

/** What both kinds of response carry: the credential's id (at most 1,023 bytes) and its type. */
const credential = {
  id: B64('credential id', 1400),
  rawId: B64('credential id', 1400),
  type: v.literal('public-key'),
  /** the server reads none of the extensions' results: they are dropped */
  clientExtensionResults: v.optional(v.object({}), {}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
};

export const RegistrationResponse = v.object({
  ...credential,
  response: v.object({
    clientDataJSON: B64('client data', 4096),
    attestationObject: B64('attestation object', 10_000),
    authenticatorData: v.optional(B64('authenticator data', 4096)),
    transports: Transports,
    publicKey: v.optional(B64('public key', 4096)),
    publicKeyAlgorithm: v.optional(v.number()),
  }),
});

export const AuthenticationResponse = v.object({
  ...credential,
  response: v.object({
    clientDataJSON: B64('client data', 4096),
    authenticatorData: B64('authenticator data', 4096),
    signature: B64('signature', 8192),
    userHandle: v.optional(B64('user handle', 128)),
  }),
});

const Name = v.pipe(Text('name', PASSKEY_NAME_MAX), v.trim(), v.minLength(1, 'Give the passkey a name.'));

/** POST /api/passkeys/register/verify: the new credential, and the name the player gave it (the server names it when none). */
export const PasskeyRegisterBody = v.object({ response: RegistrationResponse, name: v.optional(Name) });
/** POST /api/login/passkey/verify (and a removal confirmed with a passkey). */
export const PasskeyLoginBody = v.object({ response: AuthenticationResponse });
export const PasskeyRenameBody = v.object({ name: Name });
/** A removal is confirmed with the password or with a passkey of the player's (a fresh assertion). */
export const PasskeyRemoveBody = v.variant('with', [
  v.object({ with: v.literal('password'), password: Text('password', 128) }),
  v.object({ with: v.literal('passkey'), response: AuthenticationResponse }),
]);

const Descriptor = v.looseObject({ id: v.string(), type: v.literal('public-key'), transports: v.optional(v.array(v.string())) });

/** The creation options (WebAuthn JSON), as @simplewebauthn/browser's startRegistration takes them. */
export const PasskeyRegisterOptions = v.looseObject({
  challenge: v.string(),
  rp: v.looseObject({ id: v.optional(v.string()), name: v.string() }),
  user: v.looseObject({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.looseObject({ type: v.literal('public-key'), alg: v.number() })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(Descriptor)),
});

/** The request options (WebAuthn JSON), as startAuthentication takes them. */
export const PasskeyLoginOptions = v.looseObject({
  challenge: v.string(),
  rpId: v.optional(v.string()),
  timeout: v.optional(v.number()),
  userVerification: v.optional(v.string()),
  allowCredentials: v.optional(v.array(Descriptor)),
});

export const PasskeyItem = v.looseObject({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
  /** kept by a passkey provider that syncs it to the player's other devices */
  synced: v.boolean(),
});
export type Passkey = v.InferOutput<typeof PasskeyItem>;

export const PasskeysAnswer = v.looseObject({ data: v.array(PasskeyItem), max: v.number() });
export const PasskeySavedAnswer = v.looseObject({ message: v.string(), data: PasskeyItem });

export type RegistrationResponseBody = v.InferOutput<typeof RegistrationResponse>;
export type AuthenticationResponseBody = v.InferOutput<typeof AuthenticationResponse>;
