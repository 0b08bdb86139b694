import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '../../api';
import type { TFunction } from '../../i18n';
import { type CategoryEntry, categoryEntries } from '../layout';

/**
 * The game categories of the drawer, the home category navigation and the desktop navigation (spec 1,
 * sections 1 and 2.4): one entry per game type the API lists (get-type, a public call kept offline).
 */
export function useGameCategories(): CategoryEntry[] {
  return categoryEntries(useQuery(publicQueries.types()).data?.types);
}

/**
 * The Sports submenu: Exchange and its Sports and Multi Markets screens (spec 1, 2.1) are screens of
 * their own (`to`), the others launch a sports provider on /gamerun. `labelKey` (lobby namespace) for a
 * label that is translated; a brand name (I-Sports, SBO) stays as it is.
 */
export const SPORTS_MENU: ReadonlyArray<{
  key: string;
  label: string;
  labelKey?: string;
  platform?: string;
  to?: '/exchange' | '/exchange-sports' | '/exchange-multi';
}> = [
  { key: 'exchange', label: 'Exchange', labelKey: 'market.exchange', to: '/exchange' },
  { key: 'exchangeSports', label: 'Exchange Sports', labelKey: 'sportsMenu.exchangeSports', to: '/exchange-sports' },
  { key: 'exchangeMulti', label: 'Multi Markets', labelKey: 'sportsMenu.multiMarkets', to: '/exchange-multi' },
  { key: 'isports', label: 'I-Sports', platform: 'LUCKY' },
  { key: 'e1sports', label: 'E1Sports', platform: 'E1SPORTS' },
  { key: 'horsebook', label: 'Horsebook', labelKey: 'sportsMenu.horsebook', platform: 'HORSEBOOK' },
  { key: 'virtual', label: 'Virtual', labelKey: 'sportsMenu.virtual', platform: 'VIRTUAL' },
  { key: 'kabaddi', label: 'Kabaddi', labelKey: 'sportsMenu.kabaddi', platform: 'KABADDI' },
  { key: 'fantasy', label: 'Fantasy', labelKey: 'sportsMenu.fantasy', platform: 'FANTASY' },
  { key: 'sbo', label: 'SBO Sports', platform: 'SBO' },
];

/** A Sports submenu entry's label in the current language (`t` with the lobby namespace loaded). */
export function sportsLabel(t: TFunction, item: (typeof SPORTS_MENU)[number]): string {
  return item.labelKey ? t(`lobby:${item.labelKey}`, item.label) : item.label;
}

const PATHS: Record<string, string> = {
  sports:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3.2 2.6 1.9-1 3H10.4l-1-3zM5.4 9.2l1.6.5 1 3.1-1.6 2.2H5a7.9 7.9 0 0 1 .4-5.8zm13.2 0a7.9 7.9 0 0 1 .4 5.8h-1.4l-1.6-2.2 1-3.1zM10 14.4h4l1.3 1.9-.9 2.9a7.9 7.9 0 0 1-4.8 0l-.9-2.9z',
  casino: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm0 2.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  slot: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm1 4v8h4V8zm5 0v8h4V8zm5 0v8h4V8z',
  table:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm8 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm-4-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  poker: 'M12 2C9 6 4 8.5 4 13a4 4 0 0 0 7 2.6L10 20h4l-1-4.4A4 4 0 0 0 20 13c0-4.5-5-7-8-11z',
  crash: 'M3 20h18v2H3zM4 18l5-6 4 3 7-10 1.6 1.2-8.2 11.6-4-3-3.9 4.6z',
  fishing: 'M2 12c3-4 7-6 11-6 3 0 6 2 8 6-2 4-5 6-8 6-4 0-8-2-11-6zm14-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  lottery: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4zm6 0v10h2V7z',
  arcade: 'M7 7h10a5 5 0 0 1 0 10H7A5 5 0 0 1 7 7zm0 3v4h2v-4zm8 1v2h2v-2z',
  egames: 'M3 5h18v12h-7v2h3v2H7v-2h3v-2H3zm7 3v6l5-3z',
  bingo: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12z',
};

export function CategoryIcon({ name, size = 22 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name] ?? PATHS.casino} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
