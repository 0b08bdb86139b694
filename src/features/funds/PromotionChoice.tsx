import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { errorText, publicQueries } from '../../api';
import type { PromotionItem } from '../../api/contract/public';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { bonusPercent } from './rules';

/** Deposit promotions: status display or active, with a bonus percent; one per name. */
function depositPromotions(all: PromotionItem[]): PromotionItem[] {
  return all.filter(
    (p, i) => (p.status === 'display' || p.status === 'active') && bonusPercent(p.deposit_bouns) > 0 && all.findIndex((q) => q.name === p.name) === i,
  );
}

/**
 * The deposit's promotion choice: "No promotion" and each deposit promotion (status display or
 * active, with a bonus percent; one per name). When the list cannot be loaded the player is told so
 * and can ask again, and can still deposit without a promotion.
 */
export function PromotionChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation(['funds', 'common']);
  const promotions = useQuery(publicQueries.promotions());
  return (
    <div className="promo-options">
      <label className="option-card">
        <input type="radio" name="promotion" checked={value === null} onChange={() => onChange(null)} />
        <span className="option-body">
          <span>{t('deposit.noPromotion')}</span>
        </span>
      </label>
      <QueryState query={promotions} loading={<Skeleton height={48} />} error={(e) => errorText(e, t('deposit.promotionsError'))} empty={null}>
        {(all) =>
          depositPromotions(all).map((p) => (
            <label key={p.id} className="option-card">
              <input type="radio" name="promotion" checked={value === p.id} onChange={() => onChange(p.id)} />
              <span className="option-body">
                <span>{p.name}</span>
                <span className="tag tag-bonus">{t('deposit.bonusPercent', { percent: bonusPercent(p.deposit_bouns) })}</span>
              </span>
            </label>
          ))
        }
      </QueryState>
    </div>
  );
}
