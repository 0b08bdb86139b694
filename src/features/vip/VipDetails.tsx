import { VIP_LEVELS } from '../../api/contract/vip';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { Modal } from '../../ui/Modal';

/** "View VIP Details": every VIP level with the VIP points received that reach it, the player's own marked. */
export function VipDetails({ open, current, onClose, onHistory }: { open: boolean; current: string | undefined; onClose: () => void; onHistory: () => void }) {
  const { t } = useTranslation(['vip', 'common']);
  const fmt = useShown();
  return (
    <Modal open={open} title={t('vip:details.title')} onClose={onClose} closeLabel={t('common:close')}>
      <p className="mp-muted" style={{ marginTop: 0 }}>
        {t('vip:details.intro')}
      </p>
      <table className="mp-table vip-levels" data-testid="vip-levels">
        <thead>
          <tr>
            <th scope="col">{t('vip:details.level')}</th>
            <th scope="col">{t('vip:details.threshold')}</th>
          </tr>
        </thead>
        <tbody>
          {VIP_LEVELS.map((l) => {
            const mine = l.level === (current ?? 'Normal');
            return (
              <tr key={l.level} aria-current={mine ? 'true' : undefined} data-current={mine || undefined}>
                <th scope="row">
                  {t(`vip:levels.${l.level}`, l.level)}
                  {mine && <span className="vip-yours"> · {t('vip:details.yours')}</span>}
                </th>
                <td>{fmt.count(l.experience)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className="btn btn-block"
        style={{ marginTop: 16 }}
        onClick={() => {
          onClose();
          onHistory();
        }}
      >
        {t('vip:details.history')}
      </button>
    </Modal>
  );
}
