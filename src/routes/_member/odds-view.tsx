import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Sport } from '../../api/contract/sports';
import { OddsPage } from '../../features/exchange';

/** Search params (not history state) so a reload keeps the page; numbers typed by hand become strings. */
const IdParam = v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[\w.-]{1,40}$/)), '');
const SamePath = v.fallback(v.pipe(v.string(), v.regex(/^\/(?![/\\])[\w\-/]*$/)), '/exchange-inplay');

export const Route = createFileRoute('/_member/odds-view')({
  validateSearch: v.object({
    marketId: IdParam,
    eventId: IdParam,
    selectedSport: v.fallback(Sport, 'cricket'),
    previousPath: v.optional(SamePath, '/exchange-inplay'),
  }),
  // the stream bar's state is known before the first render (nothing above the markets moves later);
  // imported here, not above: the route tree is part of every first paint, the odds page is not
  loader: () => import('../../features/exchange/bets/prefs').then((m) => m.loadBetPrefs()),
  component: function OddsViewRoute() {
    const s = Route.useSearch();
    return (
      <OddsPage key={`${s.marketId}:${s.eventId}`} marketId={s.marketId} eventId={s.eventId} selectedSport={s.selectedSport} previousPath={s.previousPath} />
    );
  },
});
