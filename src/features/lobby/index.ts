export { CategoryIcon, GAME_CATEGORIES, SPORTS_MENU, sportsLabel } from './categories';
export { HomeRoute } from './HomeRoute';
export { affiliateUrl } from './logic';
export { activeSlides } from './slides';
