import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadFirstCalls } from '../boot/first-calls';
import { gamesCalls } from '../boot/landings';
import { DEFAULT_TYPE, GamesPage, type GamesSearch, parseGamesSearch } from '../features/games';

export const Route = createFileRoute('/games')({
  // a desktop has no games list: the type's category page, else the lobby
  staticData: { desktop: { mobileOnly: true, desktopTo: (search, rules) => ({ to: rules.gamesTarget(search.type) }) } },
  // bad values fall back to defaults (type LIVE, no system, no title); never a crash
  validateSearch: (raw: Record<string, unknown>): GamesSearch => parseGamesSearch(raw),
  // the default type stays out of the address: /games is not rewritten to /games?type=LIVE on load
  // (a second load and a synchronous re-render of the whole screen right after the first)
  search: { middlewares: [stripSearchParams({ type: DEFAULT_TYPE })] },
  loaderDeps: ({ search }) => ({ type: search.type, system: search.system }),
  // the lists the first screen shows: src/boot/landings.ts
  loader: loadFirstCalls(gamesCalls),
  component: function GamesRoute() {
    const search = Route.useSearch();
    return <GamesPage search={search} />;
  },
});
