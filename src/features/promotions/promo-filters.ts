import type { PromotionItem } from '../../api/contract/public';

/**
 * Desktop promotion filters (spec 1, section 2.7): ids and labels in the order of the strip, the
 * hidden ones, and the one mapping from the API's category names to these ids.
 */
export const PROMO_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 99, label: 'Welcome Offer' },
  { id: 1, label: 'Slots' },
  { id: 2, label: 'Casino' },
  { id: 4, label: 'Sports' },
  { id: 8, label: 'Fishing' },
  { id: 32, label: 'ESports' },
  { id: 64, label: 'Lottery' },
  { id: 128, label: 'P2P' },
  { id: 256, label: 'Table' },
  { id: 1024, label: 'Arcade' },
  { id: 8192, label: 'Crash' },
  { id: 512, label: 'Others' },
] as const;

/** Filters that exist but are not shown in the strip. */
export const HIDDEN_PROMO_FILTERS = [
  { id: 16, label: 'Card Game' },
  { id: 2048, label: 'Cock Fighting' },
  { id: 4096, label: 'Rain' },
  { id: 16384, label: 'Free' },
] as const;

export type PromoFilterId = (typeof PROMO_FILTERS)[number]['id'];

const NAME_TO_ID: Record<string, number> = {
  'welcome offer': 99,
  welcome: 99,
  slots: 1,
  slot: 1,
  casino: 2,
  'live casino': 2,
  sports: 4,
  sport: 4,
  fishing: 8,
  'card game': 16,
  esports: 32,
  'e-sports': 32,
  lottery: 64,
  p2p: 128,
  table: 256,
  others: 512,
  other: 512,
  arcade: 1024,
  'cock fighting': 2048,
  rain: 4096,
  crash: 8192,
  free: 16384,
};

/** The filter id of an API category name; unknown names count as Others (512). */
export function categoryId(name: string): number {
  return NAME_TO_ID[name.trim().toLowerCase()] ?? 512;
}

export function promotionCategoryIds(p: Pick<PromotionItem, 'categories'>): number[] {
  const ids = (p.categories ?? []).map(categoryId);
  return ids.length ? [...new Set(ids)] : [512];
}

/** Desktop keeps only promotions whose status is active (the mobile list keeps display). */
export function activePromotions<P extends Pick<PromotionItem, 'status'>>(list: readonly P[]): P[] {
  return list.filter((p) => p.status === 'active');
}

export function filterPromotions<P extends Pick<PromotionItem, 'categories' | 'status'>>(list: readonly P[], filter: PromoFilterId): P[] {
  const active = activePromotions(list);
  return filter === 'all' ? active : active.filter((p) => promotionCategoryIds(p).includes(filter));
}

/** How many filter slides the strip shows at a window width: 7, 4 below 1024, 3 below 600, 2 below 480. */
export function slidesPerView(width: number): number {
  if (width < 480) return 2;
  if (width < 600) return 3;
  if (width < 1024) return 4;
  return 7;
}
