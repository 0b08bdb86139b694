import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/money';
import type { ReactNode } from 'react';
import { api, call, errorText } from '../../api';
import { useTranslation } from '../../i18n/react';
import { DHAKA_LABEL, dhakaDateTime } from '../../lib/dhaka-time';
import { EmptyState, ErrorState, Skeleton } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { Pending } from '../pwa';
import { vipHistoryQuery } from './level';

/* The VIP page's record tabs: points received, points used, level history. */

const pointsQuery = (remoteId: string, kind: 'received' | 'used') =>
  queryOptions({
    queryKey: ['private', 'vip-points', remoteId, kind],
    queryFn: ({ signal }) => call(api.vipPoints, { query: { remote_id: remoteId, kind } }, { signal }),
  });

function TableShell({
  label,
  head,
  rows,
  isPending,
  isPaused,
  error,
  retry,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  isPending: boolean;
  isPaused: boolean;
  error: unknown;
  retry: () => void;
}) {
  const { t } = useTranslation('vip');
  if (isPending)
    return (
      <Pending paused={isPaused}>
        <Skeleton height={200} />
      </Pending>
    );
  if (error) return <ErrorState message={errorText(error, t('loadError'))} onRetry={retry} retryLabel={t('retry')} />;
  if (rows.length === 0) return <EmptyState>{t('noData')}</EmptyState>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="mp-table-wrap" aria-label={label} tabIndex={0}>
      <table className="mp-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function PointsTable({ remoteId, kind }: { remoteId: string; kind: 'received' | 'used' }) {
  const { t } = useTranslation('vip');
  const q = useQuery({ ...pointsQuery(remoteId, kind), enabled: !!remoteId });
  const time = `${t('time')} (${DHAKA_LABEL})`;
  const head = kind === 'received' ? [t('no'), t('points'), t('source'), time] : [t('no'), t('points'), t('amount'), time];
  const rows = (q.data?.data ?? []).map((p, i) => [
    i + 1,
    p.points,
    kind === 'received' ? p.source : <Money key="m" value={p.amount} />,
    dhakaDateTime(p.created_at),
  ]);
  return (
    <TableShell
      label={kind === 'received' ? t('tabs.received') : t('tabs.used')}
      head={head}
      rows={rows}
      isPending={q.isPending}
      isPaused={q.isPaused}
      error={q.error}
      retry={() => void q.refetch()}
    />
  );
}

export function HistoryTable({ remoteId }: { remoteId: string }) {
  const { t } = useTranslation('vip');
  const q = useQuery({ ...vipHistoryQuery(remoteId), enabled: !!remoteId });
  const rows = (q.data?.data ?? []).map((h) => [h.year, t(`months.${h.month}`), t(`levels.${h.level}`, h.level), formatCount(h.experience)]);
  return (
    <TableShell
      label={t('tabs.history')}
      head={[t('year'), t('month'), t('vipLevel'), t('experience')]}
      rows={rows}
      isPending={q.isPending}
      isPaused={q.isPaused}
      error={q.error}
      retry={() => void q.refetch()}
    />
  );
}
