export { CategoryIcon, SPORTS_MENU, sportsLabel, useGameCategories } from './categories';
export { HomeRoute } from './HomeRoute';
export { affiliateUrl } from './logic';
export { activeSlides } from './slides';
