// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_MS, followQuote, formatSize, type Quote, quoteLabel } from '../../src/features/exchange/live-price';

/** A cell as PriceCell renders it: hidden label, price, size. */
function cell(): HTMLElement {
  const el = document.createElement('span');
  el.innerHTML = '<span><span class="visually-hidden"></span><strong aria-hidden="false">–</strong><small aria-hidden="true"></small></span>';
  return el;
}
const box = (el: HTMLElement) => [...(el.firstElementChild?.children ?? [])];
const texts = (el: HTMLElement) => box(el).map((c) => c.textContent);
const key = ['sports', 'matchOdds', '1.1'];
const read = (answer: unknown) => (answer as { q?: Quote } | undefined)?.q;
const label = quoteLabel((price, size) => `Back at ${price}, ${size} available`);

describe('live price cells', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes each new quote into the cell and flashes the direction it moved', () => {
    const qc = new QueryClient();
    const el = cell();
    const stop = followQuote(qc, key, el, read, label, undefined);
    qc.setQueryData(key, { q: { price: 1.9, size: 12_500 } });
    expect(texts(el)).toEqual(['Back at 1.9, 12500 available', '1.9', '13k']);
    expect(box(el)[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(el.dataset.flash).toBeUndefined(); // no price before: nothing moved

    qc.setQueryData(key, { q: { price: 2.02, size: 12_500 } });
    expect(el.dataset.flash).toBe('up');
    qc.setQueryData(key, { q: { price: 1.5, size: 12_500 } });
    expect(el.dataset.flash).toBe('down');
    vi.advanceTimersByTime(FLASH_MS + 300);
    expect(el.dataset.flash).toBeUndefined();

    qc.setQueryData(key, { q: undefined });
    expect(texts(el)).toEqual(['', '–', '']);
    expect(box(el)[1]?.getAttribute('aria-hidden')).toBe('false');
    stop();
  });

  it('ignores other queries and answers that leave its quote unchanged, and stops when unsubscribed', () => {
    const qc = new QueryClient();
    const el = cell();
    const shown = { price: 3, size: 10 };
    qc.setQueryData(key, { q: shown });
    const spy = vi.spyOn(box(el)[1] as HTMLElement, 'textContent', 'set');
    const stop = followQuote(qc, key, el, read, label, shown);
    qc.setQueryData(key, { q: { price: 3, size: 10 }, other: 1 });
    qc.setQueryData(['sports', 'matchOdds', '9.9'], { q: { price: 7 } });
    expect(spy).not.toHaveBeenCalled();
    stop();
    qc.setQueryData(key, { q: { price: 4, size: 10 } });
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps every cell of a query in step when another of its cells goes away', () => {
    const qc = new QueryClient();
    const [a, b] = [cell(), cell()];
    const stopA = followQuote(qc, key, a, read, label, undefined);
    const stopB = followQuote(qc, key, b, read, label, undefined);
    qc.setQueryData(key, { q: { price: 1.5, size: 10 } });
    expect([texts(a)[1], texts(b)[1]]).toEqual(['1.5', '1.5']);
    stopA();
    qc.setQueryData(key, { q: { price: 1.6, size: 10 } });
    expect([texts(a)[1], texts(b)[1]]).toEqual(['1.5', '1.6']);
    stopB();
  });

  it('catches a change made between the render and the subscription', () => {
    const qc = new QueryClient();
    const el = cell();
    qc.setQueryData(key, { q: { price: 2.5, size: 999 } });
    followQuote(qc, key, el, read, label, { price: 2.4, size: 999 })();
    expect(texts(el)[1]).toBe('2.5');
    expect(el.dataset.flash).toBe('up');
  });

  it('fills a translated label with the numbers of each update', () => {
    const fill = quoteLabel((price, size) => `Back India at ${price}, ${size} available`);
    expect(fill.spoken(1.95, 12_000)).toBe('Back India at 1.95, 12000 available');
  });

  it('shortens sizes', () => {
    expect([formatSize(999), formatSize(1500), formatSize(25_000), formatSize(2_500_000)]).toEqual(['999', '1.5k', '25k', '2.5M']);
  });

  it('writes a Bangla cell in Bangla digits with the Bangla unit: price, size and spoken text', () => {
    const qc = new QueryClient();
    const el = cell();
    const bangla = quoteLabel((price, size) => `ব্যাক ${price}, ${size} উপলব্ধ`, { lang: 'bn', thousand: 'হা', million: 'মি' });
    const stop = followQuote(qc, key, el, read, bangla, undefined);
    qc.setQueryData(key, { q: { price: 1.95, size: 33_000 } });
    expect(texts(el)).toEqual(['ব্যাক ১.৯৫, ৩৩০০০ উপলব্ধ', '১.৯৫', '৩৩হা']);
    qc.setQueryData(key, { q: { price: 2.5, size: 1_250_000 } });
    expect(texts(el)).toEqual(['ব্যাক ২.৫, ১২৫০০০০ উপলব্ধ', '২.৫', '১.৩মি']);
    stop();
  });
});
