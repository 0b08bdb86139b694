export { ChatBox } from './ChatBox';
export { ChatHome } from './ChatHome';
export { ChatList } from './ChatList';
