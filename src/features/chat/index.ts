export { ChatBox } from './ChatBox';
export { ChatHome } from './ChatHome';
export { ChatList } from './ChatList';
export { SUPPORT_USER_ID } from './config';
export { canSend } from './logic';
