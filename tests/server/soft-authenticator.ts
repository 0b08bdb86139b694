import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator for server tests: what a phone's platform authenticator answers to
 * navigator.credentials.create() and .get(), made with node:crypto, so the server's checks can be
 * driven with answers right in every part but the one under test.
 *
 * - One P-256 key pair per passkey (ES256, COSE alg -7).
 * - authenticatorData: sha256(rp id) | flags | signature counter (4 bytes, big-endian)
 *   [| attested credential data: AAGUID (16 zero bytes) | id length (2 bytes) | id | COSE public key].
 *   Flags: UP (user present) 0x01, UV (user verified) 0x04, AT (attested data follows) 0x40.
 * - Registration: attestation format "none": the CBOR map { fmt: "none", attStmt: {}, authData }.
 * - clientDataJSON: { type: webauthn.create | webauthn.get, challenge, origin, crossOrigin: false }.
 * - Assertion signature: ECDSA over authenticatorData || sha256(clientDataJSON), DER-encoded.
 * Binary fields travel base64url, as the browser library sends them.
 */
export const FLAG = { UP: 0x01, UV: 0x04, AT: 0x40 } as const;

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const b64u = (b: Buffer) => b.toString('base64url');

/** Just enough CBOR (RFC 8949) for a COSE key and an attestation object: integers, byte and text strings, maps. */
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}
function cbor(x: Cbor): Buffer {
  if (typeof x === 'number') return x >= 0 ? head(0, x) : head(1, -1 - x);
  if (typeof x === 'string') return Buffer.concat([head(3, Buffer.byteLength(x)), Buffer.from(x)]);
  if (Buffer.isBuffer(x)) return Buffer.concat([head(2, x.length), x]);
  return Buffer.concat([head(5, x.size), ...[...x].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

export interface Ceremony {
  /** the page's origin written into the client data (default: the authenticator's) */
  origin?: string;
  /** the rp id whose hash starts the authenticator data (default: the one asked for) */
  rpId?: string;
  flags?: number;
  /** the signature counter to report (default: one more than the last) */
  counter?: number;
  /** the challenge to sign (default: the options') */
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle = '';

  constructor(readonly origin: string) {}

  get id(): string {
    return b64u(this.credentialId);
  }

  /** The COSE_Key of the public key: { 1 (kty): 2 (EC2), 3 (alg): -7 (ES256), -1 (crv): 1 (P-256), -2: x, -3: y }. */
  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const xy = (s: string | undefined) => Buffer.from(s ?? '', 'base64url');
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, xy(jwk.x)],
        [-3, xy(jwk.y)],
      ]),
    );
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (RegistrationResponseJSON). */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, o: Ceremony = {}) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authData(o.rpId ?? options.rp.id ?? '', o.flags ?? FLAG.UP | FLAG.UV | FLAG.AT, o.counter ?? this.counter, attested);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', o.challenge ?? options.challenge, o.origin ?? this.origin)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The answer to login options (AuthenticationResponseJSON), signed with this passkey's key. */
  assert(options: { challenge: string; rpId?: string }, o: Ceremony = {}) {
    this.counter = o.counter ?? this.counter + 1;
    const authData = this.authData(o.rpId ?? options.rpId ?? '', o.flags ?? FLAG.UP | FLAG.UV, this.counter);
    const clientDataJSON = this.clientData('webauthn.get', o.challenge ?? options.challenge, o.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { authenticatorData: b64u(authData), clientDataJSON: b64u(clientDataJSON), signature: b64u(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
