export { DESKTOP_QUERY, isDesktopWidth, MOBILE_MAX_WIDTH, useIsDesktop } from './useIsDesktop';
export * from './categories';
export {
  ACCOUNT_TABS,
  type AccountTab,
  type DesktopScreen,
  desktopScreenFor,
  desktopTargetFor,
  isAccountTab,
  isDesktopPath,
  mobileSearchFor,
  TAB_MOBILE_ROUTE,
} from './routes-map';
