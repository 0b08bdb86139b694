import { useTranslation } from '../../i18n/react';

/** The edit mode's menu: how many messages are selected, and Read, Delete and Cancel for them. */
export function SelectionMenu({
  count,
  busy,
  onRead,
  onDelete,
  onCancel,
}: {
  count: number;
  busy: boolean;
  onRead: () => void;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('inbox');
  return (
    <div className="ib-menu" role="toolbar" aria-label={t('selectionMenu')}>
      <span className="ib-count" aria-live="polite">
        {t('selected', { count })}
      </span>
      <button type="button" className="btn" disabled={count === 0 || busy} onClick={onRead}>
        {t('read')}
      </button>
      <button type="button" className="btn ib-delete" disabled={count === 0 || busy} onClick={onDelete}>
        {t('delete')}
      </button>
      <button type="button" className="btn" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
