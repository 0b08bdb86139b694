export { CategoryIcon, SPORTS_MENU, sportsLabel, useGameCategories } from './categories';
export { DesktopHome } from './DesktopHome';
export { HomeRoute } from './HomeRoute';
export { affiliateUrl } from './logic';
