export { READY_TABS, TAB_SCREENS } from './account-screens';
export { CategoryPage } from './CategoryPage';
export { type CategorySlug, categoryOfType, categoryType, DESKTOP_CATEGORIES } from './categories';
export { DesktopAccount } from './DesktopAccount';
export { DesktopHome } from './DesktopHome';
export { DesktopPromotions } from './DesktopPromotions';
export { DesktopScreen } from './DesktopScreen';
export { LogoutRedirect, PlayGameRedirect } from './LegacyPages';
export { RegisterPage } from './RegisterPage';
export {
  ACCOUNT_TABS,
  type AccountTab,
  desktopScreenFor,
  desktopTargetFor,
  isAccountTab,
  isDesktopPath,
  TAB_MOBILE_ROUTE,
} from './routes-map';
