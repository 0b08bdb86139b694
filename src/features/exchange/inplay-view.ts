/**
 * The in-play list's tab and search text, kept for the browser tab (sessionStorage): Back from a match
 * or a reload returns to the list the player left, not to In-Play. Not the player's data, only the view.
 */
const KEY = 'exchangeInplayView';
export const INPLAY_TABS = ['inplay', 'today', 'tomorrow', 'result', 'search'] as const;
export type InplayTab = (typeof INPLAY_TABS)[number];
export interface InplayView {
  tab: InplayTab;
  query: string;
}

export function loadInplayView(): InplayView {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<InplayView> | null;
    const tab = INPLAY_TABS.find((t) => t === kept?.tab) ?? 'inplay';
    return { tab, query: typeof kept?.query === 'string' ? kept.query : '' };
  } catch {
    return { tab: 'inplay', query: '' };
  }
}

export function saveInplayView(view: InplayView): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(view));
  } catch {
    /* storage refused: the list opens on In-Play */
  }
}
