import { createFileRoute } from '@tanstack/react-router';
import { GamesPage, type GamesSearch, parseGamesSearch } from '../features/games';

export const Route = createFileRoute('/games')({
  // bad values fall back to defaults (type LIVE, no system, no title); never a crash
  validateSearch: (raw: Record<string, unknown>): GamesSearch => parseGamesSearch(raw),
  component: function GamesRoute() {
    const search = Route.useSearch();
    return <GamesPage search={search} />;
  },
});
