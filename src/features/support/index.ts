export { ChatButton, DRAG_THRESHOLD } from './ChatButton';
export { chooseSupport, type SupportChoice, type SupportSettings } from './choose';
export { keepSupportKeys } from './support-keys';
export { liveChatOrigin, useSupport } from './useSupport';
