export { InboxPage } from './InboxPage';
export { previewWords } from './logic';
export { setAppBadge, useUnreadCount } from './useUnreadCount';
