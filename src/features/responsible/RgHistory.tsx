import type { RgHistoryItem } from '../../api/contract/responsible';
import { useTranslation } from '../../i18n/react';
import { EmptyState } from '../../ui/EmptyState';
import { dhakaText, historyLine } from './logic';

/** Every change of a limit, reminder, break or exclusion, newest first, with its time (kept on the server). */
export function RgHistory({ rows }: { rows: readonly RgHistoryItem[] }) {
  const { t } = useTranslation(['responsible', 'common']);
  return (
    <section className="rg-card" aria-labelledby="rg-history-title">
      <h2 id="rg-history-title" className="rg-h">
        {t('history.title')}
      </h2>
      {rows.length === 0 ? (
        <EmptyState>{t('common:noData')}</EmptyState>
      ) : (
        <ol className="rg-history" data-testid="rg-history">
          {rows.map((h) => (
            <li key={h.id}>
              <time dateTime={h.created_at}>{dhakaText(h.created_at)}</time>
              <span>{historyLine(t, h)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
