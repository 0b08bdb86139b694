import { createHmac } from 'node:crypto';

/**
 * The provider's outcome generator, seeded and reproducible: draw i of a round is
 * HMAC-SHA256(seed, `${roundId}:${i}`), its first 52 bits divided by 2^52, a uniform number in
 * [0, 1). The seed (PROVIDER_SEED, random per start when unset) never leaves the server, so the
 * frame cannot predict a round; with the seed and the round id anyone can recompute it (an audit).
 */
export function draw(seed: string, roundId: string, i: number): number {
  const h = createHmac('sha256', seed).update(`${roundId}:${i}`).digest();
  // 52 bits: 4 bytes high, 20 bits low; exact in a double
  const hi = h.readUInt32BE(0);
  const lo = h.readUInt32BE(4) >>> 12;
  return (hi * 2 ** 20 + lo) / 2 ** 52;
}
