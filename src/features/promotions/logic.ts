/** The promotion card preview: the first 5 words of the description. */
export function previewWords(text: string | null | undefined, count = 5): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

/** The mobile category tabs; each id is the category name the API gives a promotion. */
export const PROMOTION_TABS = [
  'ALL',
  'Welcome Offer',
  'Slots',
  'Live Casino',
  'Sports',
  'Fishing',
  'E-sports',
  'Lottery',
  'P2P',
  'Table',
  'Arcade',
  'Crash',
  'Others',
] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

export function filterPromotions<T extends { status: string; categories: readonly string[] }>(list: readonly T[], tab: PromotionTab): T[] {
  const shown = list.filter((p) => p.status === 'display');
  if (tab === 'ALL') return shown;
  const want = tab.toLowerCase();
  return shown.filter((p) => p.categories.some((c) => c.toLowerCase() === want));
}
