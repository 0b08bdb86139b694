import i18next from 'i18next';
import en from '../../src/i18n/locales/en/push.json';
import bn from '../../src/i18n/locales/bn/push.json';
import type { PushMessage } from '../../src/api/contract/push';
import { DHAKA_LABEL, dhakaDateTime } from '../../src/lib/dhaka-time';
import { localDigits } from '../../src/lib/digits';
import { takaText } from '../lib/money';
import type { PushEvent } from './events';

type Lang = 'en' | 'bn';

/**
 * The words are the app's own (src/i18n/locales/<lang>/push.json, notify), filled by i18next as the
 * screens fill them: `{{amount, digits}}` is written in the digits of the text's language; a
 * placeholder carrying the operator's or an event's own words is left as sent.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: { en: { push: en }, bn: { push: bn } },
  ns: ['push'],
  defaultNS: 'push',
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  missingInterpolationHandler: () => '',
});
texts.services.formatter?.add('digits', (value: unknown, lng: string | undefined) => localDigits(String(value), lng === 'bn' ? 'bn' : 'en'));
const T = { en: texts.getFixedT('en', 'push', 'notify'), bn: texts.getFixedT('bn', 'push', 'notify') };

export function pushMessage(e: PushEvent, lang: Lang, badge: number): PushMessage {
  const t = T[lang];
  const signed = (paisa: number) => (paisa > 0 ? `+${takaText(paisa)}` : takaText(paisa));
  const time = (iso: string) => `${dhakaDateTime(iso)} ${DHAKA_LABEL}`;
  const out = (key: string, values: Record<string, string>, url: string, tag: string): PushMessage => ({
    title: t(`${key}.title`, values),
    body: t(`${key}.body`, values),
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
      return out(key, { amount: takaText(amount), time: time(at) }, `/transaction-record?id=${id}`, `transaction-${id}`);
    }
    case 'bet_settled': {
      const d = e.data;
      const key = d.status === 'WON' ? 'betWon' : d.status === 'LOST' ? 'betLost' : 'betVoid';
      const values = { net: signed(d.net), event: d.event_name, selection: d.selection, time: time(d.at) };
      return out(key, values, `/exchange-history?bet=${encodeURIComponent(d.transaction_id)}`, `bet-${d.transaction_id}`);
    }
    case 'message':
      return out('message', { title: e.data.title }, `/inbox?id=${e.data.id}`, `message-${e.data.id}`);
    case 'limit_effective': {
      const d = e.data;
      const values = { period: t(`period.${d.period}`), kind: t(`kind.${d.kind}`), amount: d.amount === null ? '' : takaText(d.amount), time: time(d.at) };
      return out(d.amount === null ? 'limitRemoved' : 'limitRaised', values, '/responsible-gaming', `limit-${d.kind}-${d.period}`);
    }
  }
}
