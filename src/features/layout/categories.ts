import type { Game } from '../../api/contract/public';

/**
 * The one place where a game category meets the API's game type: its address on desktop (/casino),
 * its words (nav.<slug>) and banner, in the order the menus list them. casino, slot, table, fishing,
 * lottery, e-games and bingo are the spec's types; poker, crash and arcade are the types the reference
 * API gives those games (POKER, CRASH, ARCADE). Which of them a menu shows comes from the API's
 * get-type answer (categoryEntries); SPORTS has a menu of its own.
 */
export const DESKTOP_CATEGORIES = [
  { slug: 'casino', type: 'LIVE', banner: 'Live-Casino' },
  { slug: 'slot', type: 'SLOT', banner: 'Slot-Games' },
  { slug: 'table', type: 'TABLE', banner: 'Table-Games' },
  { slug: 'poker', type: 'POKER', banner: 'Poker' },
  { slug: 'crash', type: 'CRASH', banner: 'Crash-Games' },
  { slug: 'fishing', type: 'FH', banner: 'Fishing-Games' },
  { slug: 'arcade', type: 'ARCADE', banner: 'Arcade-Games' },
  { slug: 'lottery', type: 'LOTTO', banner: 'Lottery' },
  { slug: 'egames', type: 'EGAME', banner: 'E-Games' },
  { slug: 'bingo', type: 'BINGO', banner: 'Bingo' },
] as const;

export type CategoryEntry = (typeof DESKTOP_CATEGORIES)[number];

/**
 * The menu entries of the game types the API lists (get-type), in the menus' order; until its first
 * answer (kept for offline use after it), every category the app can list stands in.
 */
export function categoryEntries(types: readonly string[] | undefined): CategoryEntry[] {
  if (!types) return [...DESKTOP_CATEGORIES];
  const listed = new Set(types.map((x) => x.toUpperCase()));
  return DESKTOP_CATEGORIES.filter((c) => listed.has(c.type));
}

export type CategorySlug = (typeof DESKTOP_CATEGORIES)[number]['slug'];
export type CategoryType = (typeof DESKTOP_CATEGORIES)[number]['type'];

export function categoryType(slug: CategorySlug): CategoryType {
  const c = DESKTOP_CATEGORIES.find((x) => x.slug === slug);
  if (!c) throw new Error(`unknown category ${slug}`);
  return c.type;
}

/** The one-slide banner of a category page. */
export function categoryBanner(slug: CategorySlug): string {
  const c = DESKTOP_CATEGORIES.find((x) => x.slug === slug);
  return `/storage/banners/${c?.banner ?? 'Games'}.webp`;
}

export function categoryOfType(type: string): CategorySlug | undefined {
  return DESKTOP_CATEGORIES.find((x) => x.type === type.toUpperCase())?.slug;
}

/** Where a desktop shows a games list (it has none): the type's category page, else the lobby. */
export function desktopGamesTarget(type: unknown): string {
  const slug = typeof type === 'string' ? categoryOfType(type) : undefined;
  return slug ? `/${slug}` : '/';
}

/** The poster of a game, looked up by its code (the catalogue's poster, else the storage path of the code). */
export function posterOf(g: Pick<Game, 'code' | 'poster'>): string {
  return g.poster || `/storage/posters/${encodeURIComponent(g.code)}.svg`;
}

/** Shown when a poster fails to load. */
export const DEFAULT_POSTER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2e3c"/><stop offset="1" stop-color="#0f1923"/></linearGradient></defs><rect width="300" height="200" fill="url(#g)"/><circle cx="150" cy="92" r="34" fill="none" stroke="#ffd000" stroke-width="6"/><path d="M140 76l26 16-26 16z" fill="#ffd000"/><text x="150" y="160" font-family="sans-serif" font-size="18" fill="#a9b6c3" text-anchor="middle">TakaPlay</text></svg>',
  );
