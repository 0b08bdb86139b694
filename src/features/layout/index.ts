export { BannerCarousel } from './BannerCarousel';
export { DesktopPage, WorkingScreen } from './DesktopPage';
export type { AccountTabScreens } from './account-screens';
export { isDesktopNow, useIsDesktop } from './useIsDesktop';
export * from './categories';
export { ACCOUNT_TABS, type AccountTab, phoneScreenOfTab } from './account-tabs';
export { type DesktopForm, type DesktopScreen, desktopScreenOf, movesOnDesktop } from './desktop-form';
