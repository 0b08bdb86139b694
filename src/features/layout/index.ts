export { BannerCarousel } from './BannerCarousel';
export { DesktopPage, WorkingScreen } from './DesktopPage';
export type { AccountTabScreens } from './account-screens';
export { isDesktopNow, useIsDesktop } from './useIsDesktop';
export * from './categories';
export { ACCOUNT_TABS, type AccountTab, mobileSearchFor, TAB_MOBILE_ROUTE } from './routes-map';
export { type DesktopScreen, type DesktopView, desktopScreenOf } from './desktop-view';
