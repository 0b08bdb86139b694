import { randomInt } from 'node:crypto';

/**
 * The drawing of a captcha, as an SVG that never leaves the server (lib/captcha.ts rasterises it):
 * each digit is a stroke path of our own (no text, no font), its points moved a little at random,
 * turned, leaned and scaled on its own; strokes of the digits' colour and width cross them, dots
 * and lines fill the ground, and a wave bends digits and strokes together. No two images of the same
 * digits are alike, so neither a text reader nor a table of known pictures takes one apart.
 */

/** Digits in a box 10 wide and 16 high: M, L and C commands only, so every number pair is a point. */
const GLYPHS = [
  'M5 0 C9 0 10 4 10 8 C10 12 9 16 5 16 C1 16 0 12 0 8 C0 4 1 0 5 0',
  'M2 3 L6 0 L6 16 M2 16 L10 16',
  'M0 4 C0 1 3 0 5 0 C8 0 10 2 10 4.5 C10 8 4 11 0 16 L10 16',
  'M0 2 C2 0 9 -1 9 4 C9 7 6 8 4 8 C7 8 10 9 10 12 C10 17 2 17 0 14',
  'M7 16 L7 0 L0 11 L10 11',
  'M9 0 L1 0 L0 7 C3 5 10 5 10 11 C10 17 2 17 0 14',
  'M9 1 C5 -1 0 2 0 9 C0 14 2 16 5 16 C8 16 10 14 10 11 C10 8 8 6 5 6 C2 6 0 8 0 10',
  'M0 0 L10 0 L4 16',
  'M5 8 C1 8 1 0 5 0 C9 0 9 8 5 8 C0 8 0 16 5 16 C10 16 10 8 5 8',
  'M10 6 C10 8 8 10 5 10 C2 10 0 8 0 5 C0 2 2 0 5 0 C8 0 10 2 10 6 C10 12 8 16 3 16',
] as const;

const CAPTCHA_WIDTH = 110;
const CAPTCHA_HEIGHT = 44;

/** A random number in [min, max), to a hundredth. */
const rnd = (min: number, max: number) => Number((min + randomInt(0, Math.max(1, Math.round((max - min) * 100))) / 100).toFixed(2));
const ink = () => `hsl(${randomInt(0, 360)} ${randomInt(35, 70)}% ${randomInt(18, 34)}%)`;
const pale = () => `hsl(${randomInt(0, 360)} ${randomInt(10, 40)}% ${randomInt(55, 80)}%)`;

type Point = (x: number, y: number) => [number, number];

/** The glyph's points, each moved by up to `by`, then through `to` (its place, turn and lean, and the wave). */
function drawn(glyph: string, by: number, to: Point): string {
  return glyph.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) =>
    to(Number(x) + rnd(-by, by), Number(y) + rnd(-by, by))
      .map((n) => n.toFixed(1))
      .join(' '),
  );
}

/**
 * A wave across the whole picture, so a digit and the strokes through it bend together (drawn here on
 * the points: an SVG displacement filter would cost several times the rest of the picture).
 */
function wave(): Point {
  const [ax, ay] = [rnd(1, 2.5), rnd(1.5, 3.5)];
  const [fx, fy] = [rnd(0.08, 0.16), rnd(0.05, 0.12)];
  const [px, py] = [rnd(0, 6.28), rnd(0, 6.28)];
  return (x, y) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** A curve from the left edge to the right one at a random height, for strikes and noise lines. */
function crossing(): string {
  const y = () => rnd(6, CAPTCHA_HEIGHT - 6);
  return `M${rnd(-4, 10)} ${y()} C${rnd(20, 45)} ${rnd(-10, 54)} ${rnd(60, 90)} ${rnd(-10, 54)} ${rnd(100, 114)} ${y()}`;
}

export function captchaSvg(answer: string): string {
  const bend = wave();
  const dots = Array.from(
    { length: randomInt(40, 70) },
    () => `<circle cx="${rnd(0, CAPTCHA_WIDTH)}" cy="${rnd(0, CAPTCHA_HEIGHT)}" r="${rnd(0.4, 1.6)}" fill="${randomInt(0, 3) ? pale() : ink()}"/>`,
  ).join('');
  const lines = Array.from({ length: randomInt(3, 6) }, () => `<path d="${crossing()}" stroke="${pale()}" stroke-width="${rnd(0.6, 1.6)}" fill="none"/>`).join(
    '',
  );
  const width = rnd(1.9, 2.6);
  const step = (CAPTCHA_WIDTH - 16) / answer.length;
  const digits = [...answer]
    .map((d, i) => {
      const [sx, sy] = [rnd(1.5, 1.85), rnd(1.45, 1.95)];
      const [x0, y0] = [10 + i * step + rnd(-3, 3), (CAPTCHA_HEIGHT - 16 * sy) / 2 + rnd(-3, 3)];
      const turn = (rnd(-22, 22) * Math.PI) / 180;
      const lean = Math.tan((rnd(-12, 12) * Math.PI) / 180);
      const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
      // about the glyph's middle: lean, turn, scale, then to its place and through the wave
      const place: Point = (x, y) => {
        const [u, v] = [x - 5 + lean * (y - 8), y - 8];
        return bend(x0 + 5 * sx + sx * (u * cos - v * sin), y0 + 8 * sy + sy * (u * sin + v * cos));
      };
      return `<path d="${drawn(GLYPHS[Number(d)] ?? GLYPHS[0], 0.6, place)}"/>`;
    })
    .join('');
  // strokes in the digits' own colour and width, through the digits: they join what a reader would cut apart
  const strikes = Array.from({ length: 2 }, () => `<path d="${drawn(crossing(), 0, bend)}" stroke-width="${(width * rnd(0.5, 0.85)).toFixed(2)}"/>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="hsl(${randomInt(30, 60)} 35% ${randomInt(90, 95)}%)"/>`,
    dots,
    lines,
    `<g fill="none" stroke="${ink()}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${digits}${strikes}</g>`,
    '</svg>',
  ].join('\n');
}
