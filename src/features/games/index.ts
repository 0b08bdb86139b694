export { CategoryPage } from './CategoryPage';
export { GameRunPage } from './GameRunPage';
export { GamesPage } from './GamesPage';
export { useTypeProviders } from './hooks';
export { type GamesBack, type LaunchTarget, useLaunchGame } from './launch';
export { splitGameLink } from './logic';
export { type CategoryTypeName, DEFAULT_TYPE, type GamesSearch, parseGamesSearch } from './search';
