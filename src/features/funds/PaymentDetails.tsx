import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { copyText } from '../../lib/copy-text';
import { withCents } from '../../lib/money';
import type { PaymentFlow } from './flow-state';
import { maskAccount } from './rules';

/** The account to pay and the amount, each with its copy button, and a short note of what was copied. */
export function PaymentDetails({ flow, action }: { flow: PaymentFlow; action: string }) {
  const { t } = useTranslation(['funds', 'common']);
  const fmt = useShown();
  const [toast, setToast] = useState<string | null>(null);
  const amountText = withCents(flow.amount);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 2500);
    return () => clearTimeout(timer);
  }, [toast]);

  const copy = async (text: string, ok: string, empty: string) => {
    if (!text) {
      setToast(empty);
      return;
    }
    setToast((await copyText(text)) ? ok : t('make.copyFailed'));
  };

  return (
    <section className="pay-card" aria-label={t('make.details')}>
      <div className="pay-row">
        <div>
          <span className="funds-sub">{t('make.accountNumber', { action })}</span>
          <strong className="pay-value" data-testid="masked-account">
            {maskAccount(flow.accountNumber)}
          </strong>
        </div>
        <button type="button" className="btn" onClick={() => void copy(flow.accountNumber, t('make.accountCopied'), t('make.noAccount'))}>
          {t('make.copy')}
          <span className="visually-hidden"> {t('make.accountNumberShort')}</span>
        </button>
      </div>
      <div className="pay-row">
        <div>
          <span className="funds-sub">{t('make.amount')}</span>
          {/* shown like every amount; copied without separators, as a wallet app takes it */}
          <strong className="pay-value" data-testid="pay-amount">
            {fmt.taka(flow.amount)}
          </strong>
        </div>
        <button type="button" className="btn" onClick={() => void copy(amountText, t('make.amountCopied', { amount: amountText }), t('make.noAmount'))}>
          {t('make.copy')}
          <span className="visually-hidden"> {t('make.amount')}</span>
        </button>
      </div>
      <p className="pay-toast" role="status" aria-live="polite">
        {toast}
      </p>
    </section>
  );
}
