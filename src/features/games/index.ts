export { useFavourites } from './favourites';
export { GameRunPage } from './GameRunPage';
export { GameTile, GameTileSkeletons } from './GameTile';
export { GamesPage } from './GamesPage';
export { useTypeProviders } from './hooks';
export { type GamesBack, type LaunchTarget, LUCKY_PLATFORM, useLaunchGame } from './launch';
export { CATEGORY_TYPES, type CategoryTypeName, DEFAULT_TYPE, type GamesSearch, isMobileLogin, parseGamesSearch, splitGameLink } from './logic';
