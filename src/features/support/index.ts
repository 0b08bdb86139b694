export { ChatButton, DRAG_THRESHOLD } from './ChatButton';
export { chooseSupport, type SupportChoice, type SupportSettings } from './choose';
export { liveChatOrigin, useSupport } from './useSupport';
