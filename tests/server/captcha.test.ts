import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPng } from '../../server/lib/captcha';
import { CaptchaAnswer } from '../../src/api/contract/auth';
import { type Harness, startHarness } from './harness';

/** The captcha as a script meets it: a picture of pixels, nothing in its bytes that says the digits. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The chunk types of a PNG file, in order. */
function pngChunks(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    types.push(bytes.subarray(at + 4, at + 8).toString('latin1'));
    at += 12 + length;
  }
  return types;
}

const answerOf = async (id: string) => String((await h.dev('GET', `/api/dev/captcha/${id}`)).json.answer);

describe('captcha', () => {
  it('GET /captcha: a PNG with its id in a header, never cached', async () => {
    const { createApp } = await import('../../server/app');
    const res = await createApp(h.ctx).request('/captcha');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const id = res.headers.get('X-Captcha-Id') ?? '';
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(bytes.includes(Buffer.from(await answerOf(id)))).toBe(false);
  });

  it('GET /captcha?format=json: id and a PNG data URL; its answer is 4 digits and each image is new', async () => {
    const a = v.parse(CaptchaAnswer, (await h.req('GET', '/captcha?format=json')).json);
    const b = v.parse(CaptchaAnswer, (await h.req('GET', '/captcha?format=json')).json);
    expect(a.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(a.id).not.toBe(b.id);
    expect(await answerOf(a.id)).toMatch(/^\d{4}$/);
  });

  it('the picture holds pixels only: no text chunk (tEXt, iTXt, zTXt), no markup, not the digits in its bytes', async () => {
    for (let i = 0; i < 10; i++) {
      const cap = v.parse(CaptchaAnswer, (await h.req('GET', '/captcha?format=json')).json);
      const bytes = Buffer.from(cap.image.replace(/^data:image\/png;base64,/, ''), 'base64');
      const answer = await answerOf(cap.id);
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngChunks(bytes).filter((t) => !['IHDR', 'pHYs', 'PLTE', 'tRNS', 'IDAT', 'IEND'].includes(t))).toEqual([]);
      const text = bytes.toString('latin1');
      expect(text).not.toMatch(/<svg|<text|font/i);
      expect(text).not.toContain(answer);
      // twice its CSS size, for phone screens
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([220, 88]);
    }
  });

  it('the same digits never make the same picture: no table of known images reads them', async () => {
    const pictures = await Promise.all(Array.from({ length: 5 }, () => captchaPng('4821')));
    expect(new Set(pictures.map((p) => p.toString('base64'))).size).toBe(5);
  });

  it('is drawn fast enough for one per sign-up page view', async () => {
    await captchaPng('0000');
    const runs = 20;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) await captchaPng(String(i * 497).padStart(4, '0'));
    const perImage = (performance.now() - t0) / runs;
    // room for a busy machine, yet far under what an SVG filter over the picture would cost
    expect(perImage).toBeLessThan(150);
  });
});
