/** The betting records' tabs; its own module because the route's search check is in the first paint. */
export const RECORDS_TABS = ['settled', 'unsettled', 'exchange'] as const;
export type RecordsTab = (typeof RECORDS_TABS)[number];

export function isRecordsTab(x: unknown): x is RecordsTab {
  return typeof x === 'string' && (RECORDS_TABS as readonly string[]).includes(x);
}
