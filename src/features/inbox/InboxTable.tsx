import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import type { InboxItemsProps } from './InboxList';
import { previewWords } from './logic';

const PREVIEW_WORDS = 12;

/** One inbox page as a table (desktop account tab); in edit mode the first column selects rows. */
export function InboxTable({ items, editing, selected, onToggle, onOpen }: InboxItemsProps) {
  const { t } = useTranslation('inbox');
  const fmt = useShown();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="mp-table-wrap" aria-label={t('listTable')} tabIndex={0}>
      <table className="mp-table ib-table" data-testid="inbox-table">
        <thead>
          <tr>
            {editing && (
              <th scope="col">
                <span className="visually-hidden">{t('select')}</span>
              </th>
            )}
            <th scope="col">{t('colTitle')}</th>
            <th scope="col">{t('colMessage')}</th>
            <th scope="col">
              {t('colReceived')} ({fmt.zone})
            </th>
            <th scope="col">{t('colStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.id} data-testid="inbox-row" data-unread={m.is_read === 0 || undefined}>
              {editing && (
                <td>
                  <input type="checkbox" checked={selected.has(m.id)} onChange={() => onToggle(m.id)} aria-label={t('selectMessage', { title: m.title })} />
                </td>
              )}
              <td>
                <button type="button" className="ib-open" onClick={() => onOpen(m)} aria-label={t('open', { title: m.title })}>
                  {m.title}
                </button>
              </td>
              <td className="ib-preview">{previewWords(m.message, PREVIEW_WORDS)}</td>
              <td>{fmt.dateTime(m.created_at)}</td>
              <td>
                <span className="mp-tag" data-tone={m.is_read === 0 ? 'pending' : 'success'}>
                  {m.is_read === 0 ? t('unread') : t('readState')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
