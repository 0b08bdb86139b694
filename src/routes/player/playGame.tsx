import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PlayGameRedirect } from '../../features/exchange';

const word = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'string' && /^[A-Za-z]{1,20}$/.test(x) ? x : undefined)),
);

/** /player/playGame?t=sport&v=CRICKET: the external exchange (login first; blocked shows the popup). */
export const Route = createFileRoute('/player/playGame')({
  validateSearch: v.object({ t: v.optional(word), v: v.optional(word) }),
  component: function PlayGameRoute() {
    const search = Route.useSearch();
    return <PlayGameRedirect t={search.t} v={search.v} />;
  },
});
