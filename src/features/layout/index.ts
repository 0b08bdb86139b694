export { DESKTOP_QUERY, isDesktopWidth, MOBILE_MAX_WIDTH, useIsDesktop } from './useIsDesktop';
