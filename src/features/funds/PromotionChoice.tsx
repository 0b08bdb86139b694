import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import type { DepositPromotionItem } from '../../api/contract/funds';
import { fundsQueries } from '../../api/calls/funds';
import { formatTaka } from '../../lib/money';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { bonusPercent } from './rules';

/** The promotions the server says this player can take now, with a bonus percent; one per name. */
function offered(all: DepositPromotionItem[]): DepositPromotionItem[] {
  return all.filter((p, i) => p.eligible && bonusPercent(p.deposit_bouns) > 0 && all.findIndex((q) => q.name === p.name) === i);
}

/**
 * The deposit promotions this player can take now (GET /api/deposit-promotions, asked for each time
 * the deposit screen opens: a first deposit ends the welcome offer). `offered` is what the screen
 * shows, so the screen can check a chosen promotion's minimum before the player pays.
 */
export function useDepositPromotions() {
  const query = useQuery(fundsQueries.depositPromotions());
  return { query, offered: query.data ? offered(query.data.data) : [] };
}

/** The smallest deposit a chosen promotion takes, when the amount is under it. */
export function promotionMinimumMissed(p: DepositPromotionItem | undefined, amount: string): string | null {
  if (!p) return null;
  const min = Number(p.min_deposit);
  return min > 0 && Number(amount) < min ? p.min_deposit : null;
}

/**
 * The deposit's promotion choice: "No promotion" and each promotion the player can take, with its
 * rules (cap, first deposit, minimum). A choice kept from before that the player can no longer take
 * is dropped. When the list cannot be loaded the player is told so and can ask again, and can still
 * deposit without a promotion.
 */
export function PromotionChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation(['funds', 'common']);
  const { query, offered } = useDepositPromotions();
  const loaded = query.data !== undefined;
  const stale = loaded && value !== null && !offered.some((p) => p.id === value);
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);
  return (
    <div className="promo-options">
      <label className="option-card">
        <input type="radio" name="promotion" checked={value === null} onChange={() => onChange(null)} />
        <span className="option-body">
          <span>{t('deposit.noPromotion')}</span>
        </span>
      </label>
      <QueryState query={query} loading={<Skeleton height={48} />} error={(e) => errorText(e, t('deposit.promotionsError'))} empty={null}>
        {() =>
          offered.map((p) => {
            const rules = rulesText(p, t);
            return (
              <label key={p.id} className="option-card">
                <input type="radio" name="promotion" checked={value === p.id} onChange={() => onChange(p.id)} />
                <span className="option-body">
                  <span className="promo-name">
                    {p.name}
                    {rules && <span className="promo-rules">{rules}</span>}
                  </span>
                  <span className="tag tag-bonus">{t('deposit.bonusPercent', { percent: bonusPercent(p.deposit_bouns) })}</span>
                </span>
              </label>
            );
          })
        }
      </QueryState>
    </div>
  );
}

function rulesText(p: DepositPromotionItem, t: (key: string, o?: Record<string, unknown>) => string): string {
  return [
    p.first_deposit_only ? t('deposit.firstDepositOnly') : null,
    p.bonus_cap !== null ? t('deposit.upTo', { amount: formatTaka(p.bonus_cap) }) : null,
    Number(p.min_deposit) > 0 ? t('deposit.minDeposit', { amount: formatTaka(p.min_deposit) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
