// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n';
import enPwa from '../../src/i18n/locales/en/pwa.json';
import { allOf, type QueryLike, QueryState } from '../../src/ui/QueryState';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

function query<T>(over: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, error: null, isError: false, isPaused: false, refetch: vi.fn(), ...over };
}

async function show<T>(q: QueryLike<T>, isEmpty?: (d: T) => boolean) {
  const { container } = render(
    <Suspense fallback={null}>
      <QueryState query={q} loading={<p>loading rows</p>} error={(e) => `failed: ${String(e)}`} isEmpty={isEmpty}>
        {(d) => <p>rows: {String(d)}</p>}
      </QueryState>
    </Suspense>,
  );
  // the offline note's texts load on first use
  await waitFor(() => expect(container.textContent).not.toBe(''), { timeout: 10_000 });
}

describe('QueryState', () => {
  it('holds the place with the loading node while the first answer is on its way', async () => {
    await show(query({}));
    expect(screen.getByText('loading rows')).toBeTruthy();
  });

  it('says the data loads when back online while the request waits for the network', async () => {
    await show(query({ isPaused: true }));
    expect(screen.getByRole('status').textContent).toBe(enPwa.offlineWait);
    expect(screen.queryByText('loading rows')).toBeNull();
  });

  it('a failure with nothing to show is an alert with Try again, which asks again', async () => {
    const q = query<string>({ isError: true, error: 'boom' });
    await show(q);
    expect(screen.getByRole('alert').textContent).toContain('failed: boom');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh keeps the answer it has', async () => {
    await show(query({ data: 'kept', isError: true, error: 'boom' }));
    expect(screen.getByText('rows: kept')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("an empty answer shows 'No Data'", async () => {
    await show(query({ data: '' }), (d) => d === '');
    expect(screen.getByText('No Data')).toBeTruthy();
  });
});

describe('allOf', () => {
  it('is answered only when every query is, and its Retry asks again only for the failed ones', () => {
    const a = query<number>({ data: 1 });
    const b = query<string>({ isError: true, error: 'b failed' });
    const both = allOf(a, b);
    expect(both.data).toBeUndefined();
    expect(both.isError).toBe(true);
    expect(both.error).toBe('b failed');
    void both.refetch();
    expect(a.refetch).not.toHaveBeenCalled();
    expect(b.refetch).toHaveBeenCalledTimes(1);
    expect(allOf(a, query<string>({ data: 'x' })).data).toEqual([1, 'x']);
    expect(allOf(a, query<string>({ isPaused: true })).isPaused).toBe(true);
  });
});
