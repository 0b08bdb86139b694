import { safeHttpUrl } from '../../../lib/safe-url';

/**
 * The live score board (GET /api/score/board/{eventId}) is HTML whose inline script assigns the
 * score frame address to a variable. We read that address by scanning the script as text (strings
 * and comments understood, nothing evaluated) and accept only an absolute http(s) address.
 */

const PREFERRED = /url|src|frame|link|score/i;

/** Contents of inline <script> blocks, HTML comments removed first. */
function inlineScripts(html: string): string[] {
  const noComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const m of noComments.matchAll(re)) {
    const attrs = m[1] ?? '';
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !/javascript|ecmascript|module/.test(type)) continue;
    out.push(m[2] ?? '');
  }
  return out;
}

type Token = { t: 'id'; v: string } | { t: 'str'; v: string } | { t: 'p'; v: string };

function decodeEscapes(body: string): string | null {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const n = body[++i];
    if (n === undefined) return null;
    if (n === 'n') out += '\n';
    else if (n === 't') out += '\t';
    else if (n === 'r') out += '\r';
    else if (n === 'x') {
      const hex = body.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 2;
    } else if (n === 'u') {
      const braced = /^\{([0-9a-f]{1,6})\}/i.exec(body.slice(i + 1));
      if (braced?.[1]) {
        out += String.fromCodePoint(Number.parseInt(braced[1], 16));
        i += braced[0].length;
      } else {
        const hex = body.slice(i + 1, i + 5);
        if (!/^[0-9a-f]{4}$/i.test(hex)) return null;
        out += String.fromCharCode(Number.parseInt(hex, 16));
        i += 4;
      }
    } else out += n; // \/ \' \" \\ and the rest stand for themselves
  }
  return out;
}

/** Splits script text into identifiers, string literals and punctuation; comments and whitespace dropped. */
function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i] ?? '';
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (ch === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 2;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      let j = i + 1;
      let interpolated = false;
      while (j < src.length && src[j] !== ch) {
        if (src[j] === '\\') j++;
        else if (ch === '`' && src[j] === '$' && src[j + 1] === '{') interpolated = true;
        else if (ch !== '`' && src[j] === '\n') break;
        j++;
      }
      const decoded = src[j] === ch && !interpolated ? decodeEscapes(src.slice(i + 1, j)) : null;
      // an unterminated or templated string is never an address
      tokens.push(decoded === null ? { t: 'p', v: '?' } : { t: 'str', v: decoded });
      i = j + 1;
    } else if (/[A-Za-z_$]/.test(ch)) {
      let j = i + 1;
      while (j < src.length && /[\w$]/.test(src[j] ?? '')) j++;
      tokens.push({ t: 'id', v: src.slice(i, j) });
      i = j;
    } else {
      tokens.push({ t: 'p', v: ch });
      i++;
    }
  }
  return tokens;
}

/** `name = "literal"` (with var/let/const or a dotted target), the literal alone up to ; , or the end. */
function assignments(tokens: Token[]): Array<{ name: string; value: string }> {
  const out: Array<{ name: string; value: string }> = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    const eq = tokens[i];
    const target = tokens[i - 1];
    const value = tokens[i + 1];
    if (eq?.t !== 'p' || eq.v !== '=' || target?.t !== 'id' || value?.t !== 'str') continue;
    const prev = tokens[i - 2];
    // "a == 'x'" / "a === 'x'" / "a != 'x'" are comparisons, not assignments
    if (prev?.t === 'p' && /[=!<>]/.test(prev.v)) continue;
    const after = tokens[i + 2];
    if (after && !(after.t === 'p' && (after.v === ';' || after.v === ',' || after.v === '}'))) {
      // "x = 'http://a' + y" is not a whole address; a new statement on the next line is fine
      if (after.t === 'p') continue;
    }
    out.push({ name: target.v, value: value.v });
  }
  return out;
}

/** The score frame address named in the board's script, or null when there is no safe one. */
export function extractScoreFrameUrl(html: string): string | null {
  if (typeof html !== 'string' || !html) return null;
  const found = inlineScripts(html).flatMap((s) => assignments(tokenize(s)));
  const ordered = [...found.filter((a) => PREFERRED.test(a.name)), ...found.filter((a) => !PREFERRED.test(a.name))];
  for (const a of ordered) {
    const url = safeHttpUrl(a.value);
    if (url) return url;
  }
  return null;
}
