import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { one, run } from '../db/client';
import { randomToken } from './auth';

const TTL_MS = 5 * 60 * 1000;

/** A 4-digit captcha drawn as SVG with some noise; the answer is kept server-side for 5 minutes. */
export async function newCaptcha(db: Db): Promise<{ id: string; svg: string }> {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = randomToken(12);
  await run(db, 'DELETE FROM captchas WHERE expires_at < ?', [Date.now()]);
  await run(db, 'INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)', [id, answer, Date.now() + TTL_MS]);
  const digits = [...answer]
    .map((d, i) => `<text x="${14 + i * 24}" y="${30 + randomInt(-4, 5)}" transform="rotate(${randomInt(-15, 16)} ${20 + i * 24} 24)">${d}</text>`)
    .join('');
  const lines = Array.from(
    { length: 4 },
    () => `<line x1="${randomInt(0, 110)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, 110)}" y2="${randomInt(0, 44)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="44" viewBox="0 0 110 44"><rect width="110" height="44" fill="#f4f1e8"/><g stroke="#9a8f7a" stroke-width="1.5">${lines}</g><g font-family="monospace" font-size="26" font-weight="700" fill="#2b2b2b">${digits}</g></svg>`;
  return { id, svg };
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
