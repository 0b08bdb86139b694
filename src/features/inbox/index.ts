export { InboxPage } from './InboxPage';
export { previewWords } from './logic';
export { UnreadBadge } from './UnreadBadge';
export { setAppBadge, useUnreadCount } from './useUnreadCount';
