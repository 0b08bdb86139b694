import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import type { SportName } from '../../api/contract/exchange';
import { dhakaDateTime, dhakaDay, dhakaDayStart } from '../../lib/dhaka-time';
import { SportError } from './ListStates';
import { type ExchangeEvent, SPORT_ORDER } from './logic/events';
import { togglePin, usePins } from './multi-store';

function StartLabel({ e, inplay }: { e: ExchangeEvent; inplay: boolean }) {
  const { t } = useTranslation('exchange');
  const fmt = useShown();
  if (inplay) {
    return (
      <span className="xc-status xc-status-live">
        <span className="xc-live-dot" aria-hidden="true" />
        {t('status.inplay')}
      </span>
    );
  }
  if (e.Status === 'closed') return <span className="xc-status">{t('status.closed')}</span>;
  if (!e.StartTime || Number.isNaN(Date.parse(e.StartTime))) return <span className="xc-status">{t('status.upcoming')}</span>;
  const day = dhakaDay(e.StartTime);
  const at = dhakaDateTime(e.StartTime);
  const time = at.slice(11);
  const label =
    day === dhakaDay(Date.now())
      ? t('status.todayAt', { time })
      : day === dhakaDay(dhakaDayStart(Date.now(), 1))
        ? t('status.tomorrowAt', { time })
        : fmt.digits(at);
  return (
    <span className="xc-status">
      {label} {fmt.zone}
    </span>
  );
}

function PinButton({ e }: { e: ExchangeEvent }) {
  const { t } = useTranslation('exchange');
  const { pins } = usePins();
  const pinned = pins.some((p) => p.eventId === e.EventId);
  return (
    <button
      type="button"
      className="xc-pin"
      aria-pressed={pinned}
      aria-label={pinned ? t('pin.remove', { name: e.Event }) : t('pin.add', { name: e.Event })}
      onClick={() => void togglePin({ eventId: e.EventId, marketId: e.MarketId, sport: e.sport, name: e.Event })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M9 3h6l-1 6 4 3v2h-5v7l-1 1-1-1v-7H6v-2l4-3z"
          fill={pinned ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** One event: name, state, Fancy and BookMaker badges, and a pin to multi markets; opens the odds page. */
export const EventRow = memo(function EventRow({ e, inplay, previousPath }: { e: ExchangeEvent; inplay: boolean; previousPath: string }) {
  const { t } = useTranslation('exchange');
  return (
    <li className="xc-event" data-testid="exchange-event">
      <Link to="/odds-view" search={{ marketId: e.MarketId, eventId: e.EventId, selectedSport: e.sport, previousPath }} className="xc-event-main">
        <span className="xc-event-name">{e.Event}</span>
        <span className="xc-event-meta">
          <StartLabel e={e} inplay={inplay} />
          {Number(e.Fancy) === 1 && <span className="xc-badge xc-badge-fancy">{t('badge.fancy')}</span>}
          {Number(e.Bookmaker) === 1 && <span className="xc-badge xc-badge-book">{t('badge.bookmaker')}</span>}
        </span>
      </Link>
      {e.Status !== 'closed' && <PinButton e={e} />}
    </li>
  );
});

const SPORT_PATHS: Record<string, string> = {
  cricket: 'M14.5 3.5l6 6-9.5 9.5-3-3 1.5-4.5zM7.9 16.1l-3.4 3.4M18 17a2 2 0 1 0 0 .01',
  soccer: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5l3.8 2.8-1.5 4.4H9.7l-1.5-4.4zM12 3v5M20.6 9.6l-4.8 1.2M17.5 19l-3.2-3.8M6.5 19l3.2-3.8M3.4 9.6l4.8 1.2',
  tennis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6c3.2 3.2 3.2 9.6 0 12.8M18.4 5.6c-3.2 3.2-3.2 9.6 0 12.8',
};

export function SportIcon({ sport }: { sport: string }) {
  return (
    <svg className={`xc-sport-icon xc-sport-${sport}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={SPORT_PATHS[sport] ?? SPORT_PATHS.soccer} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Events grouped under their sport heading, in the order Cricket, Soccer, Tennis (an empty group is
 * not passed in). A sport in `failed` shows its heading with an error and Retry instead of events.
 */
export function EventGroups({
  groups,
  inplayOf,
  previousPath,
  failed = [],
  onRetry,
}: {
  groups: Array<{ sport: string; events: ExchangeEvent[] }>;
  inplayOf: (e: ExchangeEvent) => boolean;
  previousPath: string;
  failed?: readonly SportName[];
  onRetry?: (sport: SportName) => void;
}) {
  const { t } = useTranslation('exchange');
  const fmt = useShown();
  const errors = SPORT_ORDER.filter((s) => failed.includes(s)).map((sport) => ({ sport, events: null }));
  const order = (sport: string) => SPORT_ORDER.indexOf(sport as SportName);
  const sections = [...groups, ...errors].sort((a, b) => order(a.sport) - order(b.sport));
  return (
    <>
      {sections.map((g) => (
        <section key={g.sport} className="xc-group" aria-labelledby={`xc-group-${g.sport}`}>
          <h2 id={`xc-group-${g.sport}`} className="xc-group-title">
            <SportIcon sport={g.sport} />
            {t(`sport.${g.sport}`)}
            {g.events && <span className="xc-count">{fmt.digits(g.events.length)}</span>}
          </h2>
          {g.events ? (
            <ul className="xc-events">
              {g.events.map((e) => (
                <EventRow key={e.EventId} e={e} inplay={inplayOf(e)} previousPath={previousPath} />
              ))}
            </ul>
          ) : (
            <SportError sport={g.sport as SportName} onRetry={() => onRetry?.(g.sport as SportName)} />
          )}
        </section>
      ))}
    </>
  );
}
