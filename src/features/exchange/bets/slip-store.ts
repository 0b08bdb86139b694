import { useSyncExternalStore } from 'react';
import type { BetSide, MarketKind } from '../../../lib/exchange-book';

/** What a tap on a price opens: the bet slip under that row. One slip at a time. */
export interface Slip {
  /** the row the slip sits under */
  rowId: string;
  kind: MarketKind;
  eventId: string;
  marketId: string;
  selectionId: string;
  /** runner name or fancy line title */
  name: string;
  side: BetSide;
  /** the price tapped: decimal odds (match odds), the rate (bookmaker, fancy) */
  odds: number;
  /** fancy: the run of the side tapped */
  run?: number | undefined;
}

let slip: Slip | null = null;
/** the tapped row and where it stood, so opening (and closing another slip above it) never moves it */
let anchor: { el: Element; top: number } | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openSlip(next: Slip, tapped?: Element | null): void {
  const row = tapped?.closest('[data-row-id]') ?? null;
  anchor = row ? { el: row, top: row.getBoundingClientRect().top } : null;
  slip = next;
  emit();
}

export function closeSlip(): void {
  anchor = null;
  slip = null;
  emit();
}

/** Called right after the slip rendered: scrolls back by what the tapped row moved. */
export function keepAnchorInPlace(): void {
  if (!anchor) return;
  const moved = anchor.el.getBoundingClientRect().top - anchor.top;
  anchor = null;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** The slip of one row (null for every other row: only the row concerned re-renders). */
export function useSlipFor(rowId: string): Slip | null {
  return useSyncExternalStore(
    subscribe,
    () => (slip?.rowId === rowId ? slip : null),
    () => null,
  );
}

export const rowIdOf = (kind: MarketKind, marketId: string, selectionId: string) => `${kind}:${marketId}:${selectionId}`;

/** The line shown in place after a bet (the slip closed, or a one-click bet): for a few seconds. */
export interface SlipResult {
  rowId: string;
  text: string;
  tone: 'success' | 'error';
}
let result: SlipResult | null = null;
let resultTimer: ReturnType<typeof setTimeout> | undefined;
const RESULT_MS = 4000;

export function showResult(rowId: string, text: string, tone: SlipResult['tone']): void {
  result = { rowId, text, tone };
  clearTimeout(resultTimer);
  resultTimer = setTimeout(() => {
    result = null;
    emit();
  }, RESULT_MS);
  emit();
}

export function useResultFor(rowId: string): SlipResult | null {
  return useSyncExternalStore(
    subscribe,
    () => (result?.rowId === rowId ? result : null),
    () => null,
  );
}
