export { GameRunPage } from './GameRunPage';
export { GamesPage } from './GamesPage';
export { useTypeProviders } from './hooks';
export { type GamesBack, type LaunchTarget, useLaunchGame } from './launch';
export { type CategoryTypeName, DEFAULT_TYPE, type GamesSearch, parseGamesSearch, splitGameLink } from './logic';
