import './desktop-category.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText, imageSrc, publicQueries } from '../../api';
import type { Game } from '../../api/contract/public';
import { EmptyState, ErrorState, Skeleton } from '../../ui/EmptyState';
import { useTypeProviders } from './hooks';
import { useLaunchGame } from './launch';
import { filterGames, type SortOrder, sortGames } from './logic';
import { BannerCarousel, type CategorySlug, categoryBanner, categoryType, DEFAULT_POSTER, DesktopPage, posterOf } from '../layout';
import { QueryState } from '../../ui/QueryState';

/** A category page has no favourites: the games list's other orders, in its words. */
const CATEGORY_SORTS = ['recommend', 'latest', 'az'] as const satisfies readonly SortOrder[];
type CategorySort = (typeof CATEGORY_SORTS)[number];

function Poster({ game }: { game: Game }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? DEFAULT_POSTER : (imageSrc(posterOf(game)) ?? DEFAULT_POSTER)}
      alt=""
      width={240}
      height={160}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      data-fallback={failed ? 'true' : undefined}
    />
  );
}

function CategorySearch({ searchId, term, onTerm }: { searchId: string; term: string; onTerm: (term: string) => void }) {
  const { t } = useTranslation(['desktop', 'games', 'common']);
  return (
    <div className="dk-search">
      <label htmlFor={searchId} className="visually-hidden">
        {t('desktop:category.search')}
      </label>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input id={searchId} type="search" value={term} placeholder={t('desktop:category.search')} onChange={(e) => onTerm(e.target.value)} />
    </div>
  );
}

function SortChoice({ slug, sort, onSort }: { slug: CategorySlug; sort: CategorySort; onSort: (sort: CategorySort) => void }) {
  const { t } = useTranslation(['desktop', 'games', 'common']);
  return (
    <fieldset className="dk-sort">
      <legend>{t('desktop:category.sortBy')}</legend>
      {CATEGORY_SORTS.map((k) => (
        <label key={k} className="dk-radio">
          <input type="radio" name={`sort-${slug}`} value={k} checked={sort === k} onChange={() => onSort(k)} />
          <span>{t(`games:sort.${k}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface ProviderFilterProps {
  providers: ReturnType<typeof useTypeProviders>;
  picked: string[];
  onToggle: (platform: string) => void;
  onClear: () => void;
}

/** A checkbox per provider of the category; none checked shows them all. */
function ProviderFilter({ providers, picked, onToggle, onClear }: ProviderFilterProps) {
  const { t } = useTranslation(['desktop', 'games', 'common']);
  return (
    <fieldset className="dk-providers">
      <legend>{t('desktop:category.providers')}</legend>
      {providers.error ? (
        <ErrorState message={providers.error} onRetry={providers.retry} retryLabel={t('common:retry')} />
      ) : providers.isLoading ? (
        [0, 1, 2].map((i) => <Skeleton key={i} height={28} style={{ marginBottom: 8 }} />)
      ) : providers.isEmpty ? (
        <p className="dk-muted">{t('games:providers.none')}</p>
      ) : (
        providers.providers.map((p) => (
          <label key={p.platform} className="dk-check">
            <input type="checkbox" checked={picked.includes(p.platform)} onChange={() => onToggle(p.platform)} />
            <span>{p.name}</span>
          </label>
        ))
      )}
      {picked.length > 0 && (
        <button type="button" className="btn-link" onClick={onClear}>
          {t('desktop:category.clearProviders')}
        </button>
      )}
    </fieldset>
  );
}

function GameGridSkeleton() {
  return (
    <ul className="dk-game-grid" aria-hidden="true">
      {Array.from({ length: 10 }, (_, i) => (
        <li key={i} className="dk-game">
          <Skeleton height={140} />
          <Skeleton height={14} width="70%" style={{ margin: '10px 12px' }} />
        </li>
      ))}
    </ul>
  );
}

/** How many games are shown, and a card per game with its Play button. */
function GameGrid({ games, onPlay }: { games: Game[]; onPlay: (game: Game) => void }) {
  const { t } = useTranslation(['desktop', 'games', 'common']);
  return (
    <>
      <p className="dk-muted dk-count" aria-live="polite">
        {t('desktop:category.count', { count: games.length })}
      </p>
      <ul className="dk-game-grid" data-testid="dk-game-grid">
        {games.map((g) => (
          <li key={g.code} className="dk-game" data-testid="dk-game" data-code={g.code} data-platform={g.platform}>
            <div className="dk-game-art">
              <Poster game={g} />
              <span className="dk-game-provider">{g.platform}</span>
            </div>
            <div className="dk-game-foot">
              <h2 className="dk-game-name">{g.name}</h2>
              <button
                type="button"
                className="btn btn-primary dk-play"
                aria-label={t('desktop:category.playNamed', { name: g.name })}
                onClick={() => onPlay(g)}
              >
                {t('desktop:category.play')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A desktop game-category page: one-slide banner, Search Games, sort, provider checkboxes, grid. */
export function CategoryPage({ slug }: { slug: CategorySlug }) {
  const { t } = useTranslation(['desktop', 'games', 'common']);
  const type = categoryType(slug);
  const title = t(`desktop:nav.${slug}`);
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<CategorySort>('recommend');
  const [picked, setPicked] = useState<string[]>([]);
  const providers = useTypeProviders(type);
  const gamesQ = useQuery({ ...publicQueries.games(type, picked), placeholderData: keepPreviousData });
  const { launch, layer } = useLaunchGame({ type, title });
  const searchId = useId();

  const games = useMemo(() => {
    return sortGames(filterGames(gamesQ.data?.games ?? [], term, new Set(picked)), sort);
  }, [gamesQ.data, picked, term, sort]);
  const toggle = (platform: string) => setPicked((p) => (p.includes(platform) ? p.filter((x) => x !== platform) : [...p, platform]));

  return (
    <DesktopPage className="dk-category" data-category={slug}>
      <BannerCarousel label={title} banners={[{ id: slug, image: categoryBanner(slug), name: t('desktop:category.bannerAlt', { name: title }) }]} />
      <div className="dk-wrap">
        <div className="dk-cat-head">
          <h1 className="dk-h1">{title}</h1>
          <CategorySearch searchId={searchId} term={term} onTerm={setTerm} />
        </div>
        <div className="dk-cat-body">
          <aside className="dk-cat-side">
            <SortChoice slug={slug} sort={sort} onSort={setSort} />
            <ProviderFilter providers={providers} picked={picked} onToggle={toggle} onClear={() => setPicked([])} />
          </aside>
          <section className="dk-cat-grid-wrap" aria-label={t('desktop:category.gamesOf', { name: title })} aria-busy={gamesQ.isFetching}>
            <QueryState
              query={gamesQ}
              loading={<GameGridSkeleton />}
              error={(e) => errorText(e, t('games:errors.games'), t('games:errors.gamesNetwork'))}
              isEmpty={() => games.length === 0}
              empty={<EmptyState>{term.trim() ? t('games:search.none') : t('common:noData')}</EmptyState>}
            >
              {() => <GameGrid games={games} onPlay={(g) => launch({ gameCode: g.code, gameType: g.type, platform: g.platform, name: g.name })} />}
            </QueryState>
          </section>
        </div>
      </div>
      {layer}
    </DesktopPage>
  );
}
