import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import { receiptQueries } from '../../api/calls/receipts';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';

/**
 * The receipt pictures a player sent with a deposit. They are private: fetched with the player's
 * token (an <img src> could not send it) and shown from memory, never stored.
 */
export function TxReceipts({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation(['records', 'common']);
  const list = useQuery(receiptQueries.list(transactionId));
  return (
    <section className="card tx-receipts" aria-labelledby="tx-receipts-title">
      <h2 id="tx-receipts-title">{t('tx.receipts')}</h2>
      <QueryState
        query={list}
        loading={<Skeleton height={96} />}
        error={(e) => errorText(e, t('tx.receiptsFailed'))}
        isEmpty={(data) => data.data.length === 0}
        empty={<p className="mp-muted">{t('tx.noReceipts')}</p>}
      >
        {(data) => (
          <ul className="tx-receipt-list">
            {data.data.map((r, i) => (
              <li key={r.id}>
                <ReceiptPicture id={r.id} alt={t('tx.receiptAlt', { n: i + 1, count: data.data.length })} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function ReceiptPicture({ id, alt }: { id: number; alt: string }) {
  const { t } = useTranslation(['records', 'common']);
  const file = useQuery(receiptQueries.file(id));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const u = URL.createObjectURL(file.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file.data]);
  const skeleton = <Skeleton height={96} width={96} />;
  return (
    <QueryState query={file} loading={skeleton} error={(e) => errorText(e, t('tx.receiptsFailed'))}>
      {() =>
        url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={alt} />
          </a>
        ) : (
          skeleton
        )
      }
    </QueryState>
  );
}
