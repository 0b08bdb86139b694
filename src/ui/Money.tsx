import { formatTaka } from '../lib/money';

/** An amount in taka with the ৳ sign before it. */
export function Money({ value, hidden = false }: { value: string | number | null | undefined; hidden?: boolean }) {
  return <span className="money">{hidden ? '৳ ****' : formatTaka(value)}</span>;
}
