/**
 * A call's address: its path on its host, with the query's set values in the query's own order.
 * One rule for the API client and index.html's boot script, whose early answers the client takes
 * only when the address is the same, character for character (src/api/early.ts).
 */
export function callUrl(path: string, base: string, query?: unknown): string {
  const url = new URL(path, base);
  if (query && typeof query === 'object') {
    for (const [k, val] of Object.entries(query as Record<string, unknown>)) {
      if (val !== undefined && val !== null) url.searchParams.set(k, String(val));
    }
  }
  return url.toString();
}
