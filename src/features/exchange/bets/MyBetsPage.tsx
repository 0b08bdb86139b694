import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, mutate } from '../../../api';
import { betMutations, betQueries } from '../../../api/calls/exchange-bets';
import { useTranslation } from '../../../i18n/react';
import { isOffline } from '../../../lib/offline';
import { ExchangeLayout } from '../ExchangeLayout';
import { BetCard } from './BetCard';
import { ListSkeleton, NoData } from '../ListStates';
import { QueryState } from '../../../ui/QueryState';

/** Cancels an unmatched bet: sent once (the button waits for the answer), refused offline. */
function CancelButton({ transactionId, onDone }: { transactionId: string; onDone: (text: string, ok: boolean) => void }) {
  const { t } = useTranslation(['exchange', 'common']);
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    if (busy) return;
    if (isOffline()) return onDone(t('common:offlineMoney'), false);
    setBusy(true);
    try {
      // the open bets are made stale either way: a refusal means the bet was matched meanwhile
      await mutate(betMutations.cancel, transactionId, qc);
      onDone(t('bets.cancelled'), true);
    } catch (e) {
      onDone(errorText(e, t('slip.failed'), t('slip.noAnswer')), false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn" onClick={() => void cancel()} disabled={busy}>
      {t('bets.cancelBet')}
    </button>
  );
}

/** /exchange-bets: open bets, matched and unmatched; an unmatched bet can be cancelled. */
export function MyBetsPage() {
  const { t } = useTranslation('exchange');
  const q = useQuery(betQueries.open());
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  return (
    <ExchangeLayout title={t('bets.title')}>
      {note && (
        <p className={note.ok ? 'xc-bet-result xc-bet-result-success' : 'error-text'} role="status">
          {note.text}
        </p>
      )}
      <QueryState query={q} loading={<ListSkeleton rows={3} />} error={t('bets.loadError')} isEmpty={(d) => d.data.length === 0} empty={<NoData />}>
        {({ data: rows }) => (
          <ul className="xc-betlist">
            {rows.map((b) => (
              <BetCard key={b.transaction_id} bet={b}>
                {!b.matched && <CancelButton transactionId={b.transaction_id} onDone={(text, ok) => setNote({ text, ok })} />}
              </BetCard>
            ))}
          </ul>
        )}
      </QueryState>
    </ExchangeLayout>
  );
}
