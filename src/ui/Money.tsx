import { useLang } from '../i18n/react';
import { formatTaka } from '../lib/money';

/** An amount in taka with the ৳ sign before it, in the digits of the screen's language. */
export function Money({ value, hidden = false }: { value: string | number | null | undefined; hidden?: boolean }) {
  const lang = useLang();
  return <span className="money">{hidden ? '৳ ****' : formatTaka(value, lang)}</span>;
}
