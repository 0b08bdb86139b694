import { createHmac } from 'node:crypto';
import type { ServerConfig } from '../config';

/**
 * What the server's one secret (APP_SECRET) keys: each purpose gets a key of its own derived from it,
 * so a key that leaks through one use (a device cookie) says nothing about another (the codes).
 */
export type SecretPurpose = 'codes' | 'device-cookie';

/** Production without APP_SECRET has no key at all: callers refuse rather than use a guessable one. */
export function keyFor(config: Pick<ServerConfig, 'appSecret'>, purpose: SecretPurpose): Buffer {
  if (!config.appSecret) throw new Error('APP_SECRET is not set: the server has no key for codes and device cookies.');
  return createHmac('sha256', config.appSecret).update(`takaplay:${purpose}`).digest();
}

/** HMAC-SHA256 of a value under a purpose's key, hex. */
export function keyedHash(config: Pick<ServerConfig, 'appSecret'>, purpose: SecretPurpose, value: string): string {
  return createHmac('sha256', keyFor(config, purpose)).update(value).digest('hex');
}
