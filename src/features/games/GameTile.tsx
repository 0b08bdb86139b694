import { memo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Game } from '../../api/contract/public';
import { imageSrc } from '../../api';

/**
 * A game tile: poster with its size set (hidden when it fails to load), name, star toggle. Posters
 * load lazily except the first rows' (`first`): those are on screen at once, and a lazy image is
 * only asked for after the page's layout, a round trip later. Memoised, with handlers that take the
 * game: a grid's tiles do not render again each time the page does (each answer, the favourites'
 * read, the rest of the list), only the tiles whose game or star changed.
 */
export const GameTile = memo(function GameTile({
  game,
  starred,
  onPlay,
  onStar,
  first = false,
}: {
  game: Game;
  starred: boolean;
  onPlay: (game: Game) => void;
  onStar: (code: string) => void;
  first?: boolean;
}) {
  const { t } = useTranslation('games');
  const [failed, setFailed] = useState(false);
  const poster = imageSrc(game.poster);
  return (
    <li className="game-tile" data-testid="game-tile" data-code={game.code}>
      <button type="button" className="game-tile-play" onClick={() => onPlay(game)}>
        <span className="visually-hidden">{t('tile.playPrefix')} </span>
        <span className="game-tile-art">
          {poster && !failed ? (
            <img
              src={poster}
              alt=""
              width={120}
              height={120}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding="async"
              onError={() => setFailed(true)}
            />
          ) : (
            <span className="game-tile-fallback" aria-hidden="true">
              {game.name.slice(0, 1)}
            </span>
          )}
        </span>
        <span className="game-tile-name">{game.name}</span>
        <span className="game-tile-platform">{game.platform}</span>
      </button>
      <button
        type="button"
        className="game-tile-star"
        aria-pressed={starred}
        aria-label={starred ? t('tile.unstar', { name: game.name }) : t('tile.star', { name: game.name })}
        onClick={() => onStar(game.code)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
            fill={starred ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
});

export function GameTileSkeletons({ count = 9 }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // the tile's own boxes (art, name line, platform line), so the grid does not move when games arrive
        <li key={i} className="game-tile">
          <div className="game-tile-play">
            <span className="game-tile-art skeleton" />
            <span className="game-tile-name">
              <span className="skeleton" style={{ display: 'inline-block', width: '80%', height: '1em' }} />
            </span>
            <span className="game-tile-platform">
              <span className="skeleton" style={{ display: 'inline-block', width: '50%', height: '1em' }} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
