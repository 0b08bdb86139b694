export { InboxPage } from './InboxPage';
export { previewWords } from './logic';
export { UnreadBadge, UnreadWords } from './UnreadBadge';
export { setAppBadge, useUnreadCount } from './useUnreadCount';
