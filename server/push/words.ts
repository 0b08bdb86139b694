import en from '../../src/i18n/locales/en/push.json';
import bn from '../../src/i18n/locales/bn/push.json';
import type { PushMessage } from '../../src/api/contract/push';
import { DHAKA_LABEL, dhakaDateTime } from '../../src/lib/dhaka-time';
import { banglaDigits } from '../../src/lib/digits';
import { formatTaka } from '../../src/lib/money';
import { toWire } from '../lib/money';
import type { PushEvent } from './events';

type Lang = 'en' | 'bn';
const WORDS = { en: en.notify, bn: bn.notify };

/** {{name}} filled from `values` (the words are the app's own JSON, the same files the screens read). */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/**
 * A push in the player's language: taka written as the app writes it (src/lib/money.ts), times in Dhaka
 * time with their GMT+6 label, Bangla digits on Bangla. No secret goes into it: amounts, an event's
 * name and a message's title only, never a code, a phone number or an account number.
 */
export function pushMessage(e: PushEvent, lang: Lang, badge: number): PushMessage {
  const w = WORDS[lang];
  const digits = (s: string) => (lang === 'bn' ? banglaDigits(s) : s);
  const taka = (paisa: number) => digits(formatTaka(toWire(paisa)));
  const signed = (paisa: number) => (paisa > 0 ? `+${taka(paisa)}` : taka(paisa));
  const time = (iso: string) => digits(`${dhakaDateTime(iso)} ${DHAKA_LABEL}`);
  const out = (t: { title: string; body: string }, values: Record<string, string>, url: string, tag: string): PushMessage => ({
    title: fill(t.title, values),
    body: fill(t.body, values),
    url,
    tag,
    badge,
    lang,
  });
  switch (e.event) {
    case 'deposit_approved':
    case 'deposit_refused':
    case 'withdrawal_paid':
    case 'withdrawal_refused': {
      const key = (
        {
          deposit_approved: 'depositApproved',
          deposit_refused: 'depositRefused',
          withdrawal_paid: 'withdrawalPaid',
          withdrawal_refused: 'withdrawalRefused',
        } as const
      )[e.event];
      const { id, amount, at } = e.data;
      return out(w[key], { amount: taka(amount), time: time(at) }, `/transaction-record?id=${id}`, `transaction-${id}`);
    }
    case 'bet_settled': {
      const d = e.data;
      const t = d.status === 'WON' ? w.betWon : d.status === 'LOST' ? w.betLost : w.betVoid;
      const values = { net: signed(d.net), event: d.event_name, selection: d.selection, time: time(d.at) };
      return out(t, values, `/exchange-history?bet=${encodeURIComponent(d.transaction_id)}`, `bet-${d.transaction_id}`);
    }
    case 'message':
      return out(w.message, { title: e.data.title }, `/inbox?id=${e.data.id}`, `message-${e.data.id}`);
    case 'limit_effective': {
      const d = e.data;
      const values = { period: w.period[d.period], kind: w.kind[d.kind], amount: d.amount === null ? '' : taka(d.amount), time: time(d.at) };
      return out(d.amount === null ? w.limitRemoved : w.limitRaised, values, '/responsible-gaming', `limit-${d.kind}-${d.period}`);
    }
  }
}
