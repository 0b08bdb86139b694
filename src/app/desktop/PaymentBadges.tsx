import { useTranslation } from '../../i18n/react';
import { usePaymentMarks } from '../shell/payment-marks';

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

/**
 * The spec's two payment icons without a name: drawn as neutral marks of no brand (a bank card, a
 * bank building), named for screen readers only.
 */
const NEUTRAL = [
  { id: 'card', d: 'M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm-1 3v2h20V9zm3 5v2h5v-2z' },
  { id: 'otherBank', d: 'M12 2l10 5v2H2V7zM4 10h3v7H4zm6.5 0h3v7h-3zM17 10h3v7h-3zM2 19h20v3H2z' },
] as const;

export function PaymentBadges() {
  const { t } = useTranslation('desktop');
  const { isOff } = usePaymentMarks();
  return (
    <ul className="dk-pay-list" aria-label={t('footer.paymentMethods')}>
      {METHODS.filter((m) => !isOff(m.id)).map((m) => (
        <li key={m.id} className={`dk-pay ${m.cls}`}>
          <span className="dk-pay-mark" aria-hidden="true" />
          <span>{t(`footer.pay.${m.id}`)}</span>
        </li>
      ))}
      {NEUTRAL.map((m) => (
        <li key={m.id} className="dk-pay dk-pay-neutral" data-testid="pay-neutral">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d={m.d} fill="currentColor" fillRule="evenodd" />
          </svg>
          <span className="visually-hidden">{t(`footer.pay.${m.id}`)}</span>
        </li>
      ))}
    </ul>
  );
}
