import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, imageSrc } from '../../api';
import type { ChannelItem } from '../../api/contract/funds';
import { fundsQueries } from '../../api/calls/funds';
import { formatTaka } from '../../lib/money';
import { EmptyState, Skeleton } from '../../ui/EmptyState';
import { type QueryLike, QueryState } from '../../ui/QueryState';
import { DepositLimitNote } from '../responsible';
import { FundsFrame } from './FundsFrame';
import { AmountInput } from './AmountInput';
import { depositDraft } from './flow-state';
import { usePaymentMethods } from './hooks';
import { NoticeModal } from './NoticeModal';
import { PromotionChoice } from './PromotionChoice';
import { BANK_BONUS_TAG, channelKind, DEPOSIT_QUICK_AMOUNTS, type MethodOption } from './rules';
import { useDepositNext } from './useDepositNext';

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

/** The deposit's choices, kept as a draft so that leaving the screen and coming back keeps them. */
function useDepositDraft() {
  const [draft] = useState(depositDraft.load);
  const [promotionId, setPromotionId] = useState<number | null>(draft?.promotionId ?? null);
  const [methodName, setMethodName] = useState(draft?.methodName ?? '');
  const [channelId, setChannelId] = useState<number | null>(draft?.channelId ?? null);
  const [amount, setAmount] = useState(draft?.amount ?? '');
  useEffect(() => depositDraft.save({ promotionId, methodName, channelId, amount }), [promotionId, methodName, channelId, amount]);
  const chooseMethod = (name: string) => {
    setMethodName(name);
    setChannelId(null);
  };
  return { promotionId, setPromotionId, methodName, chooseMethod, channelId, setChannelId, amount, setAmount };
}

function DepositForm() {
  const { t } = useTranslation(['funds', 'common']);
  const methods = usePaymentMethods();
  const d = useDepositDraft();
  const method = methods.methods.find((m) => m.name === d.methodName);
  const channels = useQuery(fundsQueries.channels(d.methodName));
  const channel = channels.data?.data.find((c) => c.id === d.channelId);
  const { next, busy, notice, closeNotice } = useDepositNext({ amount: d.amount, method, channel, promotionId: d.promotionId });

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
        <PromotionChoice value={d.promotionId} onChange={d.setPromotionId} />
      </fieldset>

      <MethodChoice methods={methods} chosen={d.methodName} onChoose={d.chooseMethod} />

      {method && <ChannelChoice method={method} channels={channels} chosen={d.channelId} onChoose={d.setChannelId} />}

      <fieldset className="funds-block">
        <legend>{t('amount.title')}</legend>
        <AmountInput
          value={d.amount}
          onChange={d.setAmount}
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
      <NoticeModal notice={notice} onClose={closeNotice} />
    </form>
  );
}

/** The payment methods, as cards to choose one from. */
function MethodChoice({ methods, chosen, onChoose }: { methods: ReturnType<typeof usePaymentMethods>; chosen: string; onChoose: (name: string) => void }) {
  const { t } = useTranslation('funds');
  return (
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
              <MethodCard key={m.name} m={m} checked={m.name === chosen} onChoose={() => onChoose(m.name)} bankTag={BANK_BONUS_TAG} />
            ))}
          </div>
        )}
      </QueryState>
    </fieldset>
  );
}

/** The chosen method's channels (payment types), each with its range. */
function ChannelChoice({
  method,
  channels,
  chosen,
  onChoose,
}: {
  method: MethodOption;
  channels: QueryLike<{ data: ChannelItem[] }>;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('funds');
  return (
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
              <ChannelOption key={c.id} c={c} checked={c.id === chosen} onChoose={() => onChoose(c.id)} />
            ))}
          </div>
        )}
      </QueryState>
    </fieldset>
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
