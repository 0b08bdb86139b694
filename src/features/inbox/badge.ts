/**
 * The unread count for the app shell (bottom bar, drawer, desktop header): a small entry of its own,
 * so the shell's first-paint bundle does not carry the inbox screen that the index also exports.
 */
export { UnreadBadge, UnreadWords } from './UnreadBadge';
export { setAppBadge, useUnreadCount } from './useUnreadCount';
