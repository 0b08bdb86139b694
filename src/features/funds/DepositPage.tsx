import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, imageSrc, mutate } from '../../api';
import type { ChannelItem } from '../../api/contract/funds';
import { fundsMutations, fundsQueries } from '../../api/calls/funds';
import { formatTaka } from '../../lib/money';
import { isOffline } from '../../lib/offline';
import { EmptyState, Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { isPhoneVerified, useVerification } from '../account';
import { DepositLimitNote } from '../responsible';
import { FundsFrame } from './FundsFrame';
import { AmountInput } from './AmountInput';
import { depositDraft, flowStore, type PaymentFlow } from './flow-state';
import { hasPending, useFreshTransactions, usePaymentMethods } from './hooks';
import { type Notice, NoticeModal } from './NoticeModal';
import { PromotionChoice, promotionMinimumMissed, useDepositPromotions } from './PromotionChoice';
import { BANK_BONUS_TAG, channelKind, DEPOSIT_QUICK_AMOUNTS, depositNextError, type MethodOption, paymentIdFor } from './rules';

/** The range the amount hint shows before a channel (with its own range) is chosen. */
const DEPOSIT_MIN = 100;
const DEPOSIT_MAX = 25_000;

export function DepositPage() {
  return (
    <FundsFrame tab="deposit">
      <DepositForm />
    </FundsFrame>
  );
}

function DepositForm() {
  const { t } = useTranslation(['funds', 'common']);
  const navigate = useNavigate();
  const verification = useVerification();
  const freshTransactions = useFreshTransactions();
  const methods = usePaymentMethods();
  const promotions = useDepositPromotions();
  const [draft] = useState(depositDraft.load);
  const [promotionId, setPromotionId] = useState<number | null>(draft?.promotionId ?? null);
  const [methodName, setMethodName] = useState(draft?.methodName ?? '');
  const [channelId, setChannelId] = useState<number | null>(draft?.channelId ?? null);
  const [amount, setAmount] = useState(draft?.amount ?? '');
  useEffect(() => depositDraft.save({ promotionId, methodName, channelId, amount }), [promotionId, methodName, channelId, amount]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const method = methods.methods.find((m) => m.name === methodName);
  const channels = useQuery(fundsQueries.channels(methodName));
  const channel = channels.data?.data.find((c) => c.id === channelId);

  const next = async () => {
    if (busy) return;
    if (isOffline()) {
      setNotice({ text: (t) => t('common:offlineMoney') });
      return;
    }
    setBusy(true);
    try {
      const [[userRes, phonesRes], txs] = await Promise.all([verification.refetch(), freshTransactions()]);
      if (!userRes.data) {
        setNotice({ text: (t) => errorText(userRes.error, t('errorTryAgain')) });
        return;
      }
      const check = depositNextError({
        phoneVerified: isPhoneVerified(userRes.data.data, phonesRes.data?.data ?? []),
        hasPendingDeposit: hasPending(txs, 'deposit'),
        amount,
        method,
        channel,
      });
      if (check) {
        setNotice({ text: (t) => t(`check.${check}`), link: check === 'verifyPhone' ? { to: '/profile', label: (t) => t('goToProfile') } : undefined });
        return;
      }
      // the server refuses it too, but only after the player would have paid
      const missed = promotionMinimumMissed(
        promotions.offered.find((p) => p.id === promotionId),
        amount,
      );
      if (missed) {
        setNotice({ text: (t) => t('deposit.promotionMinimum', { amount: formatTaka(missed) }) });
        return;
      }
      if (!method || !channel) return;
      const base = {
        amount,
        icon: method.icon,
        methodId: paymentIdFor(method, channel.account_type),
        methodName: method.name,
        accountType: channel.account_type,
        promotionId,
        startedAt: Date.now(),
      };
      let flow: PaymentFlow;
      if (method.isEwallet) {
        const r = await mutate(fundsMutations.ewaRequest, { amount, type: channel.account_type, provider: method.name, promotion: promotionId });
        flow = { ...base, accountNumber: r.number, ewallet: { transaction: r.transaction, number: r.number } };
      } else {
        const list = await mutate(fundsMutations.walletNumber, { name: method.name, account_type: channel.account_type, amount });
        const first = list[0];
        if (!first) {
          setNotice({ text: (t) => t('errorTryAgain') });
          return;
        }
        flow = { ...base, accountNumber: first.account_number };
      }
      flowStore.save(flow);
      await navigate({ to: '/make-payment', state: (prev) => ({ ...prev, paymentFlow: flow }) });
    } catch (e) {
      setNotice({ text: (t) => errorText(e, t('errorTryAgain')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="funds-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void next();
      }}
    >
      <DepositLimitNote />
      <fieldset className="funds-block">
        <legend>{t('deposit.promotions')}</legend>
        <PromotionChoice value={promotionId} onChange={setPromotionId} />
      </fieldset>

      <fieldset className="funds-block">
        <legend>{t('deposit.method')}</legend>
        <QueryState
          query={methods}
          loading={
            <div className="method-grid">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={84} />
              ))}
            </div>
          }
          error={t('deposit.methodsError')}
          isEmpty={() => methods.methods.length === 0}
        >
          {() => (
            <div className="method-grid">
              {methods.methods.map((m) => (
                <MethodCard
                  key={m.name}
                  m={m}
                  checked={m.name === methodName}
                  onChoose={() => {
                    setMethodName(m.name);
                    setChannelId(null);
                  }}
                  bankTag={BANK_BONUS_TAG}
                />
              ))}
            </div>
          )}
        </QueryState>
      </fieldset>

      {method && (
        <fieldset className="funds-block">
          <legend>{t('deposit.paymentType', { name: method.name })}</legend>
          <p className="funds-sub">{t('deposit.channel')}</p>
          <QueryState
            query={channels}
            loading={<Skeleton height={56} />}
            error={(e) => errorText(e, t('errorTryAgain'))}
            isEmpty={(data) => (data.data.length ?? 0) === 0}
            empty={<EmptyState>{t('deposit.noChannels')}</EmptyState>}
          >
            {(data) => (
              <div className="channel-grid">
                {data?.data.map((c) => (
                  <ChannelOption key={c.id} c={c} checked={c.id === channelId} onChoose={() => setChannelId(c.id)} />
                ))}
              </div>
            )}
          </QueryState>
        </fieldset>
      )}

      <fieldset className="funds-block">
        <legend>{t('amount.title')}</legend>
        <AmountInput
          value={amount}
          onChange={setAmount}
          quick={DEPOSIT_QUICK_AMOUNTS}
          hint={
            channel
              ? t('amount.range', { min: formatTaka(channel.min_amount), max: formatTaka(channel.max_amount) })
              : t('amount.range', { min: formatTaka(DEPOSIT_MIN), max: formatTaka(DEPOSIT_MAX) })
          }
        />
      </fieldset>
      {/* a UPI ID field exists in the spec but no method uses it; kept hidden */}
      <input type="hidden" name="upi_id" value="" />

      <button type="submit" className="btn btn-primary btn-block funds-submit" disabled={busy} aria-busy={busy}>
        {busy ? t('deposit.nextBusy') : t('deposit.next')}
      </button>
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </form>
  );
}

function MethodCard({ m, checked, onChoose, bankTag }: { m: MethodOption; checked: boolean; onChoose: () => void; bankTag: string }) {
  const { t } = useTranslation('funds');
  return (
    <label className="method-card" data-checked={checked ? 'true' : undefined}>
      <input type="radio" name="method" checked={checked} onChange={onChoose} />
      <img src={imageSrc(m.icon)} alt="" width={40} height={40} loading="lazy" />
      <span className="method-name">{m.name}</span>
      {m.isBank && (
        <span className="tag tag-bonus method-tag" title={t('deposit.bankBonus')}>
          {bankTag}
        </span>
      )}
    </label>
  );
}

function ChannelOption({ c, checked, onChoose }: { c: ChannelItem; checked: boolean; onChoose: () => void }) {
  const { t } = useTranslation('funds');
  const fmt = useShown();
  const maintenance = Number(c.maintenance) === 1;
  const kind = channelKind(c.account_type);
  return (
    <label className="channel-card" data-checked={checked ? 'true' : undefined} data-maintenance={maintenance ? 'true' : undefined}>
      <input type="radio" name="channel" checked={checked} disabled={maintenance} onChange={onChoose} />
      <span className="channel-name">{kind === 'other' ? c.account_type : t(`channelLabel.${kind}`)}</span>
      <span className="channel-range">
        {fmt.taka(c.min_amount)} - {fmt.taka(c.max_amount)}
      </span>
      {maintenance && <span className="tag tag-warn">{t('deposit.maintenance')}</span>}
    </label>
  );
}
