// web-push is CommonJS: Node gives it to ESM as one default object
import webpush from 'web-push';
import type { PushConfig } from '../config';
import { type Db, one, run } from '../db/client';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Whether the configured VAPID keys and subject are usable (web-push's own checks: a P-256 key pair in
 * base64url, a mailto: or https: subject). main.ts refuses to start in production without them.
 */
export function vapidProblem(push: PushConfig): string | null {
  if (!push.publicKey || !push.privateKey || !push.subject) return 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required';
  try {
    webpush.getVapidHeaders('https://push.example', push.subject, push.publicKey, push.privateKey, 'aes128gcm');
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The server's VAPID keys: the configured ones, or (development and test, where none are configured) a
 * pair made once and kept in the database, so the subscriptions of a development database stay valid
 * across restarts. Read once per process.
 */
export function vapidKeys(db: Db, push: PushConfig): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= (async () => {
      if (push.publicKey && push.privateKey) return { publicKey: push.publicKey, privateKey: push.privateKey, subject: push.subject };
      const made = webpush.generateVAPIDKeys();
      // two first calls at once: the first pair written is the one both read back
      await run(db, 'INSERT OR IGNORE INTO push_vapid (id, public_key, private_key) VALUES (1, ?, ?)', [made.publicKey, made.privateKey]);
      const kept = await one<{ public_key: string; private_key: string }>(db, 'SELECT public_key, private_key FROM push_vapid WHERE id = 1');
      if (!kept) throw new Error('VAPID keys were not kept');
      return { publicKey: String(kept.public_key), privateKey: String(kept.private_key), subject: push.subject };
    })();
    keys.catch(() => {
      keys = undefined;
    });
    return keys;
  };
}
