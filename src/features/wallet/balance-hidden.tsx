import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { webStored } from '../../lib/stored';
import { Money } from '../../ui/Money';

/**
 * Hide balance: for the person looking over the player's shoulder, so every balance on screen follows
 * it (headers, account card and panel, exchange header, game bar), in every tab (the storage event),
 * and it is remembered on the device: a reload or a new visit keeps it hidden.
 */
const kept = webStored('local', 'balanceHidden', v.boolean());
const listeners = new Set<() => void>();
const isHidden = () => kept.read() === true;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', listener);
  };
}

export function setBalanceHidden(hidden: boolean): void {
  kept.write(hidden || null);
  for (const l of listeners) l();
}

/** Whether balances are hidden; follows a change made on any screen or tab. */
export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden, () => false);
}

/** A balance: its amount, or "৳ ****" while balances are hidden. */
export function BalanceAmount({ value }: { value: string | number | null | undefined }) {
  return <Money value={value} hidden={useBalanceHidden()} />;
}
