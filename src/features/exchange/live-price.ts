import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { type DigitLang, localDigits } from '../../lib/digits';
import { priceMove } from './logic/price-move';

export const FLASH_MS = 700;

/** What one cell shows: a price (or odds run value) and the size (or rate) under it. */
export interface Quote {
  price?: number | undefined;
  size?: number | undefined;
}

/** Reads one cell's quote out of a polled answer (the answer as the query cache holds it). */
export type QuoteReader = (answer: unknown) => Quote | undefined;

/** The words and digits a cell writes its numbers with: the screen's language (Bangla ০-৯, its own units). */
export interface SizeUnits {
  lang: DigitLang;
  /** the unit after thousands: "k" (English), "হা" (Bangla) */
  thousand: string;
  million: string;
}

const LATIN_UNITS: SizeUnits = { lang: 'en', thousand: 'k', million: 'M' };

/** "33k": the size under a price, short; in the screen's digits and unit. */
export function formatSize(size: number, units: SizeUnits = LATIN_UNITS): string {
  const d = (s: string) => localDigits(s, units.lang);
  if (size >= 1_000_000) return `${d((size / 1_000_000).toFixed(1))}${units.million}`;
  if (size >= 10_000) return `${d(String(Math.round(size / 1000)))}${units.thousand}`;
  if (size >= 1000) return `${d((size / 1000).toFixed(1))}${units.thousand}`;
  return d(String(Math.round(size)));
}

const PRICE_MARK = '\u0001';
const SIZE_MARK = '\u0002';

/** What a cell writes: its spoken text ("Back India at 1.95, 12000 available"), its price and its size. */
export interface QuoteLabel {
  spoken(price: number, size: number | undefined): string;
  price(price: number): string;
  size(size: number): string;
}

/**
 * A cell's words from one translation: `translate` runs once per row and language with marks in
 * place of the numbers, and each price update only fills them in (no i18next call per update).
 */
export function quoteLabel(translate: (price: string, size: string) => string, units: SizeUnits = LATIN_UNITS): QuoteLabel {
  const text = translate(PRICE_MARK, SIZE_MARK);
  const digits = (n: number) => localDigits(String(n), units.lang);
  return {
    spoken: (price, size) => text.replace(PRICE_MARK, digits(price)).replace(SIZE_MARK, size === undefined ? '' : digits(size)),
    price: digits,
    size: (size) => formatSize(size, units),
  };
}

export const hasPrice = (q: Quote | undefined): q is Quote & { price: number } => q?.price !== undefined && q.price > 0;

/** The three texts of a cell: hidden label, visible price, visible size. */
export function quoteTexts(q: Quote | undefined, label: QuoteLabel): { label: string; price: string; size: string } {
  if (!hasPrice(q)) return { label: '', price: '–', size: '' };
  return { label: label.spoken(q.price, q.size), price: label.price(q.price), size: q.size === undefined ? '' : label.size(q.size) };
}

/**
 * Cells whose flash ends at a time. Expired flashes are cleared when the next update flashes cells
 * (same frame, no extra paint while prices stream); one late timer clears them once updates stop.
 * `nextExpiry` keeps a burst of flashes from walking the whole list once per cell.
 */
const flashing = new Map<HTMLElement, number>();
const SWEEP_SLACK_MS = 250;
let sweepPending = false;
let nextExpiry = Number.POSITIVE_INFINITY;

function clearExpired(now: number): void {
  let next = Number.POSITIVE_INFINITY;
  for (const [el, until] of flashing) {
    if (until <= now) {
      el.removeAttribute('data-flash');
      flashing.delete(el);
    } else next = Math.min(next, until);
  }
  nextExpiry = next;
}

function scheduleSweep(ms: number): void {
  if (sweepPending) return;
  sweepPending = true;
  setTimeout(() => {
    sweepPending = false;
    const now = performance.now();
    clearExpired(now);
    if (flashing.size) scheduleSweep(nextExpiry - now + SWEEP_SLACK_MS);
  }, ms);
}

/** data-flash colours the cell green (up) or red (down) for FLASH_MS. */
function flash(el: HTMLElement, move: 'up' | 'down', now: number): void {
  if (now >= nextExpiry) clearExpired(now);
  if (el.dataset.flash !== move) el.dataset.flash = move;
  flashing.set(el, now + FLASH_MS);
  nextExpiry = Math.min(nextExpiry, now + FLASH_MS);
  scheduleSweep(FLASH_MS + SWEEP_SLACK_MS);
}

/** Changes the element's one text node in place (cheaper than replacing it through textContent). */
function setText(el: Element | null | undefined, text: string): void {
  const node = el?.firstChild;
  if (node instanceof Text && !node.nextSibling && text !== '') {
    if (node.data !== text) node.data = text;
  } else if (el && el.textContent !== text) el.textContent = text;
}

/** The parts of a cell rendered by PriceCell that a quote fills: its box holds [hidden label, price, size]. */
interface CellParts {
  spoken: Element | undefined;
  price: Element | undefined;
  size: Element | undefined;
  /** the price's aria-hidden as last written */
  priceHidden: string | null;
}

function cellParts(cell: HTMLElement): CellParts {
  const [spoken, price, size] = Array.from(cell.firstElementChild?.children ?? []);
  return { spoken, price, size, priceHidden: price?.getAttribute('aria-hidden') ?? null };
}

function writeQuote(parts: CellParts, q: Quote | undefined, label: QuoteLabel): void {
  const texts = quoteTexts(q, label);
  setText(parts.spoken, texts.label);
  setText(parts.price, texts.price);
  setText(parts.size, texts.size);
  // without a price the dash itself is what a screen reader reads
  const hidden = String(texts.label !== '');
  if (parts.price && parts.priceHidden !== hidden) {
    parts.price.setAttribute('aria-hidden', hidden);
    parts.priceHidden = hidden;
  }
}

const same = (a: Quote | undefined, b: Quote | undefined) => a?.price === b?.price && a?.size === b?.size;

type Follower = (answer: unknown) => void;

/**
 * Cells following each query, per client. One cache listener per client (kept for the app's life)
 * hands an answer to the cells of its query only: dozens of cells do not each hear every cache event.
 */
const followers = new WeakMap<QueryClient, Map<string, Set<Follower>>>();

function follow(qc: QueryClient, hash: string, follower: Follower): () => void {
  let byHash = followers.get(qc);
  if (!byHash) {
    const map = new Map<string, Set<Follower>>();
    qc.getQueryCache().subscribe((ev) => {
      if (ev.type !== 'updated' || ev.action.type !== 'success') return;
      const cells = map.get(ev.query.queryHash);
      if (cells) for (const f of cells) f(ev.query.state.data);
    });
    followers.set(qc, map);
    byHash = map;
  }
  const cells = byHash.get(hash) ?? new Set<Follower>();
  byHash.set(hash, cells);
  cells.add(follower);
  return () => {
    cells.delete(follower);
    if (cells.size === 0 && byHash.get(hash) === cells) byHash.delete(hash);
  };
}

/**
 * Keeps a cell in step with the polled answer under queryKey, straight on the DOM: a price update
 * costs a text write and a data attribute, never a React render (the poller writes an answer every
 * 300 ms). `shown` is what React rendered; a change between render and subscription is caught here.
 * Returns the unsubscribe function.
 */
export function followQuote(
  qc: QueryClient,
  queryKey: QueryKey,
  cell: HTMLElement,
  read: QuoteReader,
  label: QuoteLabel,
  shown: Quote | undefined,
): () => void {
  let last = shown;
  const parts = cellParts(cell);
  const update = (answer: unknown) => {
    const next = read(answer);
    if (same(last, next)) return;
    const move = priceMove(last?.price, next?.price);
    last = next;
    writeQuote(parts, next, label);
    if (move) flash(cell, move, performance.now());
  };
  update(qc.getQueryData(queryKey));
  const unfollow = follow(qc, hashKey(queryKey), update);
  return () => {
    unfollow();
    flashing.delete(cell);
  };
}
