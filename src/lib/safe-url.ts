/**
 * Addresses that come in answers are used only after these checks: a link or frame address must be
 * http(s) (never javascript:, data: or with credentials), and a relative one resolves against base.
 */
export function safeHttpUrl(raw: string | null | undefined, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!s) return null;
  let u: URL;
  try {
    u = base ? new URL(s, base) : new URL(s);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username || u.password) return null;
  return u.href;
}

/**
 * A path on this site: starts with one slash (//host and /\host are other sites to a browser), and
 * holds no tab or line break (a browser drops them, so "/<tab>/host" is //host too).
 */
export function isSitePath(raw: string | null | undefined): raw is string {
  return typeof raw === 'string' && /^\/(?![/\\])[^\t\n\r]*$/.test(raw);
}

/**
 * An image address from an answer, for <img src> (and the splash's kept loader logo: index.html's
 * boot script, src/boot/script/, uses it): a path on this site, an https address or a
 * data:image; otherwise undefined, and
 * nothing is loaded. An image cannot run script, but a hostile answer could make the page fetch
 * from anywhere, or over plain http.
 */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  return isSitePath(url) || /^(https:\/\/|data:image\/)/i.test(url) ? url : undefined;
}
