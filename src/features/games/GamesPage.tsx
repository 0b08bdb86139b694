import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText, publicQueries } from '../../api';
import type { Game } from '../../api/contract/public';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { useFavourites } from './favourites';
import { GameTile, GameTileSkeletons } from './GameTile';
import { useTypeProviders } from './hooks';
import { ProviderTabs } from './ProviderTabs';
import { useLaunchGame } from './launch';
import { useTilesNearViewport } from './useTilesNearViewport';
import { filterGames, SORT_ORDERS, type SortOrder, sortGames } from './logic';
import type { GamesSearch } from './search';
import './games.css';
import './game-run.css';

/** Tiles in the first render: more than a phone's first screen shows; the rest follow as the player scrolls near them. */
const FIRST_TILES = 24;
/** the tiles a phone shows without scrolling (three rows of three) */
const ON_SCREEN_TILES = 9;

/** /games: provider tabs with ALL, a search overlay, a working sort menu and the game grid. */
export function GamesPage({ search }: { search: GamesSearch }) {
  const { t } = useTranslation(['games', 'common']);
  const { type, system, title } = search;
  const heading = title || t(`games:types.${type}`);
  const gamesQ = useQuery(publicQueries.games(type, system ? [system] : []));
  const { favourites, toggle } = useFavourites();
  const [order, setOrder] = useState<SortOrder>('recommend');
  const [searchOpen, setSearchOpen] = useState(false);
  const { launch, layer } = useLaunchGame({ type, system, title });
  const sortId = useId();

  // An answer reaches React as a store update, which it renders at once, in one task; deferred, the
  // tiles are built in a background render that yields to the browser (the skeleton stays meanwhile).
  const gamesData = useDeferredValue(gamesQ.data);
  const games = useMemo(() => sortGames(gamesData?.games ?? [], order, favourites), [gamesData, order, favourites]);
  const { shown: tiles, gridRef } = useTilesNearViewport(games, FIRST_TILES, `${type}|${system ?? ''}`);
  const gamesError = gamesQ.error ? errorText(gamesQ.error, t('games:errors.games'), t('games:errors.gamesNetwork')) : null;
  const play = (g: Game) => launch({ gameCode: g.code, gameType: g.type, platform: g.platform, name: g.name });
  // one handler for every tile for the page's life (the tiles are memoised), calling the latest launch
  const latestPlay = useRef(play);
  useLayoutEffect(() => {
    latestPlay.current = play;
  });
  const onPlay = useCallback((g: Game) => latestPlay.current(g), []);

  return (
    <main className="games-page">
      <div className="games-head">
        <h1 className="games-title">{heading}</h1>
        <button type="button" className="btn games-search-btn" onClick={() => setSearchOpen(true)}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('games:search.open')}
        </button>
      </div>

      <ProviderTabs type={type} system={system} title={title} />

      <div className="games-toolbar">
        <label htmlFor={sortId}>{t('games:sort.label')}</label>
        <select id={sortId} value={order} onChange={(e) => setOrder(e.target.value as SortOrder)}>
          {SORT_ORDERS.map((o) => (
            <option key={o} value={o}>
              {t(`games:sort.${o}`)}
            </option>
          ))}
        </select>
        {gamesQ.isSuccess && gamesData && <span className="games-count">{t('games:count', { count: games.length })}</span>}
      </div>
      {order === 'favourite' && favourites.size === 0 && <p className="games-hint">{t('games:sort.favouriteHint')}</p>}

      {gamesError ? (
        <ErrorState message={gamesError} onRetry={() => void gamesQ.refetch()} retryLabel={t('common:retry')} />
      ) : gamesQ.isLoading || !gamesData ? (
        <GameTileSkeletons />
      ) : games.length === 0 ? (
        <EmptyState>{t('common:noData')}</EmptyState>
      ) : (
        <ul ref={gridRef} className="game-grid" aria-label={heading} data-testid="game-grid">
          {tiles.map((g, i) => (
            <GameTile key={g.code} game={g} starred={favourites.has(g.code)} onPlay={onPlay} onStar={toggle} first={i < ON_SCREEN_TILES} />
          ))}
        </ul>
      )}

      <SearchOverlay
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        type={type}
        games={games}
        favourites={favourites}
        onPlay={(g) => {
          setSearchOpen(false);
          play(g);
        }}
        onStar={toggle}
      />
      {layer}
    </main>
  );
}

const SEARCH_PAGE = 60;

function SearchOverlay({
  open,
  onClose,
  type,
  games,
  favourites,
  onPlay,
  onStar,
}: {
  open: boolean;
  onClose: () => void;
  type: GamesSearch['type'];
  games: Game[];
  favourites: ReadonlySet<string>;
  onPlay: (g: Game) => void;
  onStar: (code: string) => void;
}) {
  const { t } = useTranslation('games');
  const [query, setQuery] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const inputId = useId();
  const results = useMemo(() => filterGames(games, query, ticked), [games, query, ticked]);
  // a page of tiles at a time (thumbnails on a weak link); a new search starts again at one page
  const [shown, setShown] = useState(SEARCH_PAGE);
  const [shownFor, setShownFor] = useState(results);
  if (shownFor !== results) {
    setShownFor(results);
    setShown(SEARCH_PAGE);
  }
  return (
    <Modal open={open} title={t('search.title')} onClose={onClose} closeLabel={t('search.close')}>
      <div className="search-overlay">
        <div className="field">
          <label htmlFor={inputId}>{t('search.label')}</label>
          <input id={inputId} type="search" value={query} placeholder={t('search.label')} autoFocus onChange={(e) => setQuery(e.target.value)} />
        </div>
        <ProviderChecks type={type} games={games} ticked={ticked} onChange={setTicked} />
        <p className="games-count" aria-live="polite">
          {t('count', { count: results.length })}
        </p>
        {results.length === 0 ? (
          <EmptyState>{t('search.none')}</EmptyState>
        ) : (
          <ul className="game-grid" data-testid="search-results">
            {results.slice(0, shown).map((g) => (
              <GameTile key={g.code} game={g} starred={favourites.has(g.code)} onPlay={onPlay} onStar={onStar} />
            ))}
          </ul>
        )}
        {results.length > shown && (
          <button type="button" className="btn btn-block" onClick={() => setShown((n) => n + SEARCH_PAGE)}>
            {t('search.more', { count: results.length - shown })}
          </button>
        )}
      </div>
    </Modal>
  );
}

/** The search's provider choices: only while the search is open does it read the providers (see ProviderTabs). */
function ProviderChecks({
  type,
  games,
  ticked,
  onChange,
}: {
  type: GamesSearch['type'];
  games: Game[];
  ticked: ReadonlySet<string>;
  onChange: (ticked: ReadonlySet<string>) => void;
}) {
  const { t } = useTranslation('games');
  const { providers } = useTypeProviders(type);
  const present = providers.filter((p) => games.some((g) => g.platform === p.platform));
  if (present.length < 2) return null;
  return (
    <fieldset className="search-providers">
      <legend>{t('search.providers')}</legend>
      {present.map((p) => (
        <label key={p.platform} className="check-chip">
          <input
            className="check-chip-box"
            type="checkbox"
            checked={ticked.has(p.platform)}
            onChange={(e) => {
              const next = new Set(ticked);
              if (e.target.checked) next.add(p.platform);
              else next.delete(p.platform);
              onChange(next);
            }}
          />
          <span>{p.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
