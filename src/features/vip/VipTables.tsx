import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../api';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { Skeleton } from '../../ui/EmptyState';
import { type QueryLike, QueryState } from '../../ui/QueryState';
import { Money } from '../../ui/Money';
import { vipQueries } from '../../api/calls/vip';

/* The VIP page's record tabs: points received, points used, level history. */

function TableShell({ label, head, rows, query }: { label: string; head: string[]; rows: ReactNode[][]; query: QueryLike<unknown> }) {
  const { t } = useTranslation('vip');
  return (
    <QueryState query={query} loading={<Skeleton height={200} />} error={(e) => errorText(e, t('loadError'))} isEmpty={() => rows.length === 0}>
      {() => (
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
      )}
    </QueryState>
  );
}

export function PointsTable({ remoteId, kind }: { remoteId: string; kind: 'received' | 'used' }) {
  const { t } = useTranslation('vip');
  const fmt = useShown();
  const q = useQuery({ ...vipQueries.points(remoteId, kind), enabled: !!remoteId });
  const time = `${t('time')} (${fmt.zone})`;
  const head = kind === 'received' ? [t('no'), t('points'), t('source'), time] : [t('no'), t('points'), t('amount'), time];
  const rows = (q.data?.data ?? []).map((p, i) => [
    fmt.digits(i + 1),
    fmt.digits(p.points),
    kind === 'received' ? p.source : <Money key="m" value={p.amount} />,
    fmt.dateTime(p.created_at),
  ]);
  return <TableShell label={kind === 'received' ? t('tabs.received') : t('tabs.used')} head={head} rows={rows} query={q} />;
}

export function HistoryTable({ remoteId }: { remoteId: string }) {
  const { t } = useTranslation('vip');
  const fmt = useShown();
  const q = useQuery({ ...vipQueries.history(remoteId), enabled: !!remoteId });
  const rows = (q.data?.data ?? []).map((h) => [fmt.digits(h.year), t(`months.${h.month}`), t(`levels.${h.level}`, h.level), fmt.count(h.experience)]);

  return <TableShell label={t('tabs.history')} head={[t('year'), t('month'), t('vipLevel'), t('experience')]} rows={rows} query={q} />;
}
