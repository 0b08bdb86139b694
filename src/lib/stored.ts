/**
 * The app's small stores, kept one way: a value as JSON in the tab's sessionStorage or the browser's
 * localStorage, or in IndexedDB (idb-keyval, idb-stored.ts). What is read is checked with the value's valibot schema,
 * so a value an older build (or a hand) wrote is dropped, never trusted. Storage that is refused
 * (private mode, quota, a WebView without it) reads as nothing and keeps nothing.
 */
import * as v from 'valibot';

export interface WebStored<T> {
  read(): T | undefined;
  /** null removes it */
  write(value: T | null): void;
}

/** One value in Web Storage (`session`: this tab only; `local`: every tab, kept after closing). */
export function webStored<T>(area: 'session' | 'local', key: string, schema: v.GenericSchema<unknown, T>): WebStored<T> {
  const storage = () => (area === 'session' ? sessionStorage : localStorage);
  return {
    read() {
      try {
        const raw = storage().getItem(key);
        if (raw === null) return undefined;
        const r = v.safeParse(schema, JSON.parse(raw));
        return r.success ? r.output : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        if (value === null) storage().removeItem(key);
        else storage().setItem(key, JSON.stringify(value));
      } catch {
        /* not kept: the value lives in memory for this page */
      }
    },
  };
}
