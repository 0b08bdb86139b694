export { NotificationsPage } from './NotificationsPage';
export { PushOffer } from './PushOffer';
export { followLanguage } from './device';
