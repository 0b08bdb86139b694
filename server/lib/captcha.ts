import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { one, run } from '../db/client';
import { randomToken } from './auth';
import { captchaSvg } from './captcha-art';

const TTL_MS = 5 * 60 * 1000;

/**
 * A 4-digit captcha as a PNG (lib/captcha-art.ts draws it; sharp rasterises it here): the picture
 * holds pixels only, no text a script could read. The answer is kept server-side for 5 minutes.
 */
export async function newCaptcha(db: Db): Promise<{ id: string; png: Buffer }> {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = randomToken(12);
  const [png] = await Promise.all([
    captchaPng(answer),
    (async () => {
      await run(db, 'DELETE FROM captchas WHERE expires_at < ?', [Date.now()]);
      await run(db, 'INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)', [id, answer, Date.now() + TTL_MS]);
    })(),
  ]);
  return { id, png };
}

/** Drawn at twice its size: a phone's screen has two or three pixels to the point. */
export async function captchaPng(answer: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(captchaSvg(answer)), { density: 144 })
    .png()
    .toBuffer();
}

/** One try per captcha: it is deleted whether the answer is right or not. */
export async function checkCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  const row = await one<{ answer: string; expires_at: number }>(db, 'SELECT answer, expires_at FROM captchas WHERE id = ?', [id]);
  await run(db, 'DELETE FROM captchas WHERE id = ?', [id]);
  return !!row && Number(row.expires_at) > Date.now() && row.answer === answer.trim();
}

/** Test mode only: the answer of a captcha, so e2e tests can pass it. */
export async function peekCaptcha(db: Db, id: string): Promise<string | null> {
  const row = await one<{ answer: string }>(db, 'SELECT answer FROM captchas WHERE id = ?', [id]);
  return row ? String(row.answer) : null;
}
