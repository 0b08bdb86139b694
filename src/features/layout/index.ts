export { DESKTOP_QUERY, isDesktopWidth, MOBILE_MAX_WIDTH, useIsDesktop } from './useIsDesktop';
export * from './categories';
export { ACCOUNT_TABS, type AccountTab, isAccountTab, mobileSearchFor, TAB_MOBILE_ROUTE } from './routes-map';
export { type DesktopScreen, type DesktopView, desktopScreenOf } from './desktop-view';
