import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service, on 127.0.0.1, for the server and e2e tests. It takes what the
 * server posts (RFC 8030), checks the VAPID header (RFC 8292) and keeps each push; the test holds each
 * subscription's ECDH key pair and auth secret, as a browser does, so it can decrypt (RFC 8291,
 * aes128gcm of RFC 8188) what the server encrypted for that device. `answer` makes it answer with another
 * status (410 Gone, 500) for a path, for tests of what the server does then.
 */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** the device's private key and auth secret: what a browser keeps to decrypt */
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** the status it was answered with */
  status: number;
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** a new device's subscription at this service */
  subscription: () => TestSubscription;
  /** answer pushes to this endpoint with `status` (the next `times` ones; default: until changed) */
  answer: (endpoint: string, status: number, times?: number) => void;
  close: () => Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, { status: number; times: number }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const a = answers.get(path);
      let status = 201;
      if (a) {
        status = a.status;
        a.times -= 1;
        if (a.times === 0) answers.delete(path);
      }
      received.push({ path, endpoint: `${origin}${path}`, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscription: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const publicKey = ecdh.getPublicKey();
      return {
        endpoint: `${origin}/push/${randomBytes(12).toString('hex')}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
      };
    },
    answer: (endpoint, status, times = -1) => {
      answers.set(new URL(endpoint).pathname, { status, times });
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of one aes128gcm push, with the device's keys. */
export function decryptPush(body: Buffer, sub: Pick<TestSubscription, 'privateKey' | 'publicKey' | 'authSecret'>): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(sub.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const prkKey = hmac(sub.authSecret, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID Authorization header (`vapid t=<JWT>, k=<public key>`): its JWT must be signed (ES256) by the
 * key it names, for the push service's origin, not expired. Returns the JWT's claims and the key.
 */
export function checkVapid(authorization: string | undefined, origin: string): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m?.[1] || !m[2]) throw new Error(`not a VAPID header: ${authorization}`);
  const [head, payload, sig] = m[1].split('.') as [string, string, string];
  const raw = Buffer.from(m[2], 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  if (!verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))) {
    throw new Error('VAPID JWT signature does not verify with its key');
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error('VAPID JWT expiry out of range');
  return { key: m[2], claims };
}
