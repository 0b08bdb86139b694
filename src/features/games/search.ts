// The games list's address, apart from the list's sorting and the game frame's rules: the route tree
// and the first load's table read it before the first paint, the rest of the feature loads later.

/** Search params of /games, each falling back to its default when bad. */
export const CATEGORY_TYPES = ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO', 'CRASH', 'ARCADE', 'POKER'] as const;
export type CategoryTypeName = (typeof CATEGORY_TYPES)[number];
export const DEFAULT_TYPE: CategoryTypeName = 'LIVE';

export interface GamesSearch {
  type: CategoryTypeName;
  system?: string | undefined;
  title?: string | undefined;
}

/** The list an address of /games names (its type and provider): index.html's boot script asks for it early. */
export function parseGamesList(raw: Record<string, unknown>): Pick<GamesSearch, 'type' | 'system'> {
  const type = typeof raw.type === 'string' ? raw.type.toUpperCase() : '';
  const system = typeof raw.system === 'string' && /^[A-Za-z0-9_]{1,30}$/.test(raw.system) ? raw.system.toUpperCase() : undefined;
  return { type: (CATEGORY_TYPES as readonly string[]).includes(type) ? (type as CategoryTypeName) : DEFAULT_TYPE, system };
}

export function parseGamesSearch(raw: Record<string, unknown>): GamesSearch {
  const title = typeof raw.title === 'string' && raw.title.trim() && raw.title.length <= 60 ? raw.title.trim() : undefined;
  return { ...parseGamesList(raw), title };
}
