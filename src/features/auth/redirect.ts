import { isSitePath } from '../../lib/safe-url';

/** Only same-site paths are followed after login, never an absolute or protocol-relative URL. */
export function safeRedirect(target: string | undefined): string {
  if (!isSitePath(target)) return '/';
  if (target.startsWith('/login') || target.startsWith('/signup')) return '/';
  return target;
}
