export { ChatButton } from './ChatButton';
export type { SupportChoice, SupportSettings } from './choose';
export { keepSupportKeys } from './support-keys';
export { useSupport } from './useSupport';
