import type { Game } from '../../api/contract/public';

/** Pure rules of the game list and launch (no React): unit-tested in tests/unit/lobby.test.ts. */

const MOBILE_MAX_WIDTH = 768;

/** isMobileLogin of the launch payload: the window is 768 px wide or less. */
export function isMobileLogin(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** The home game link value "PLATFORM-TYPE" split on its hyphen; null when it has no usable halves. */
export function splitGameLink(link: string | null | undefined): { platform: string; gameType: string } | null {
  if (!link) return null;
  const i = link.indexOf('-');
  if (i <= 0) return null;
  const platform = link.slice(0, i).trim();
  const gameType = link.slice(i + 1).trim();
  if (!platform || !gameType) return null;
  return { platform, gameType };
}

export const SORT_ORDERS = ['recommend', 'latest', 'favourite', 'az'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The recommended order: display order, then name. */
export const byDisplay = (a: Game, b: Game) => a.display_order - b.display_order || a.name.localeCompare(b.name, 'en');
const time = (g: Game) => {
  const t = Date.parse(g.created_at);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * Recommend: display order. Latest: newest created first. Favourite: the games the player starred
 * first (in display order), then the rest. A-Z: by name, ignoring case.
 */
export function sortGames(games: readonly Game[], order: SortOrder, favourites: ReadonlySet<string> = new Set()): Game[] {
  const list = [...games];
  switch (order) {
    case 'latest':
      return list.sort((a, b) => time(b) - time(a) || byDisplay(a, b));
    case 'favourite':
      return list.sort((a, b) => Number(favourites.has(b.code)) - Number(favourites.has(a.code)) || byDisplay(a, b));
    case 'az':
      return list.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || byDisplay(a, b));
    default:
      return list.sort(byDisplay);
  }
}

/** Search: case-insensitive substring of the name; providers: none ticked means all. */
export function filterGames(games: readonly Game[], query: string, platforms: ReadonlySet<string> = new Set()): Game[] {
  const q = query.trim().toLowerCase();
  return games.filter((g) => (!q || g.name.toLowerCase().includes(q)) && (platforms.size === 0 || platforms.has(g.platform)));
}

/**
 * The frame gets scripts only. A game on another origin also gets allow-same-origin (its own origin,
 * for its storage); a same-origin game never does, since with scripts it could lift its own sandbox.
 */
export function frameSandbox(gameUrl: string, pageOrigin: string): string {
  try {
    return new URL(gameUrl).origin === pageOrigin ? 'allow-scripts' : 'allow-scripts allow-same-origin';
  } catch {
    return 'allow-scripts';
  }
}

/**
 * The origin a game frame's messages come from: a same-origin game is sandboxed without
 * allow-same-origin, so its origin is opaque ('null'); a game on another host keeps its own.
 */
export function frameMessageOrigin(gameUrl: string, pageOrigin: string): string {
  try {
    const origin = new URL(gameUrl).origin;
    return origin === pageOrigin ? 'null' : origin;
  } catch {
    return '';
  }
}

/** The provider frame's word that a round moved the balance (server/lib/demo-game.ts sends it). */
export function isBalanceMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'takaplay:balance';
}
