import type { InboxItem } from '../../api/contract/inbox';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { dhakaDay } from '../../lib/dhaka-time';
import { groupByDhakaDay } from '../records';
import { previewWords } from './logic';

const INBOX_PREVIEW_WORDS = 5;

/** One page of messages as the list and the table show it, with the edit mode's selection. */
export interface InboxItemsProps {
  items: readonly InboxItem[];
  editing: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onOpen: (m: InboxItem) => void;
}

/** One inbox page as cards grouped by Dhaka day (mobile); in edit mode each card selects its message. */
export function InboxList({ items, editing, selected, onToggle, onOpen }: InboxItemsProps) {
  const { t } = useTranslation('inbox');
  const fmt = useShown();
  return (
    <>
      {groupByDhakaDay(items).map((g) => (
        <section key={g.day} aria-label={fmt.digits(g.day)}>
          <h2 className="mp-day">{g.day === dhakaDay(Date.now()) ? t('today') : fmt.digits(g.day)}</h2>
          <ul className="mp-list">
            {g.items.map((m) => {
              const body = (
                <>
                  <span className="ib-title">
                    {m.is_read === 0 && <span className="ib-dot" aria-label={t('unread')} role="img" />}
                    {m.title}
                  </span>
                  <span className="ib-preview">{previewWords(m.message, INBOX_PREVIEW_WORDS)}</span>
                  <span className="ib-date">
                    {t('received')}: {fmt.dateTimeZone(m.created_at)}
                  </span>
                </>
              );
              return (
                <li key={m.id}>
                  {editing ? (
                    <label className="mp-card ib-item ib-selectable" data-unread={m.is_read === 0 || undefined}>
                      <input type="checkbox" checked={selected.has(m.id)} onChange={() => onToggle(m.id)} aria-label={t('selectMessage', { title: m.title })} />
                      <span className="ib-body">{body}</span>
                    </label>
                  ) : (
                    <button type="button" className="mp-card ib-item" data-unread={m.is_read === 0 || undefined} onClick={() => onOpen(m)}>
                      <span className="ib-body">{body}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
