import { useTranslation } from '../../i18n/react';

/** Payment-method marks drawn as CSS badges with their names (no third-party logos). */
const METHODS = [
  { id: 'bank', cls: 'pm-bank' },
  { id: 'bkash', cls: 'pm-bkash' },
  { id: 'upay', cls: 'pm-upay' },
  { id: 'okwallet', cls: 'pm-okwallet' },
  { id: 'surecash', cls: 'pm-surecash' },
  { id: 'tappay', cls: 'pm-tappay' },
  { id: 'usdt', cls: 'pm-usdt' },
  { id: 'btc', cls: 'pm-btc' },
] as const;

export function PaymentBadges() {
  const { t } = useTranslation('desktop');
  return (
    <ul className="dk-pay-list" aria-label={t('footer.paymentMethods')}>
      {METHODS.map((m) => (
        <li key={m.id} className={`dk-pay ${m.cls}`}>
          <span className="dk-pay-mark" aria-hidden="true" />
          <span>{t(`footer.pay.${m.id}`)}</span>
        </li>
      ))}
    </ul>
  );
}
