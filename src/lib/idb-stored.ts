/** One value in IndexedDB (idb-keyval), checked with its valibot schema when read (see stored.ts). */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';

export interface IdbStored<T> {
  read(): Promise<T | undefined>;
  write(value: T): Promise<void>;
  remove(): Promise<void>;
}

/** One value in an IndexedDB store of its own (opened when first used). */
export function idbStored<T>(dbName: string, key: string, schema: v.GenericSchema<unknown, T>): IdbStored<T> {
  let store: UseStore | undefined;
  const db = () => {
    store ??= createStore(dbName, 'keyval');
    return store;
  };
  return {
    async read() {
      const r = v.safeParse(schema, await get(key, db()));
      return r.success ? r.output : undefined;
    },
    write: (value) => set(key, value, db()),
    remove: () => del(key, db()),
  };
}
