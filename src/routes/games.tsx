import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { publicQueries } from '../api';
import { DEFAULT_TYPE, GamesPage, type GamesSearch, parseGamesSearch } from '../features/games';

export const Route = createFileRoute('/games')({
  staticData: { desktop: false },
  // bad values fall back to defaults (type LIVE, no system, no title); never a crash
  validateSearch: (raw: Record<string, unknown>): GamesSearch => parseGamesSearch(raw),
  // the default type stays out of the address: /games is not rewritten to /games?type=LIVE on load
  // (a second load and a synchronous re-render of the whole screen right after the first)
  search: { middlewares: [stripSearchParams({ type: DEFAULT_TYPE })] },
  loaderDeps: ({ search }) => ({ type: search.type, system: search.system }),
  // not awaited: the lists are asked for with the screen's chunk instead of after its first render
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(publicQueries.systems(deps.type));
    void context.queryClient.prefetchQuery(publicQueries.games(deps.type, deps.system ? [deps.system] : []));
  },
  component: function GamesRoute() {
    const search = Route.useSearch();
    return <GamesPage search={search} />;
  },
});
