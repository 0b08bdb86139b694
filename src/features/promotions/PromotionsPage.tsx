import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, imageSrc, playerQueries, publicQueries } from '../../api';
import type { PromotionItem } from '../../api/contract/public';
import { dhakaDay } from '../../lib/dhaka-time';
import { Skeleton } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { QueryState } from '../../ui/QueryState';
import { Tabs } from '../../ui/Tabs';
import { filterPromotions, PROMOTION_TABS, type PromotionTab, previewWords } from './logic';
import './promotions.css';

const tabKey = (tab: PromotionTab) => tab.replace(/[^A-Za-z0-9]/g, '');

/** /promotions: category tabs that filter, cards of the promotions with status display, a Details popup. */
export function PromotionsPage() {
  const { t } = useTranslation(['promotions', 'common']);
  const [key, setKey] = useState('ALL');
  const tab = PROMOTION_TABS.find((x) => tabKey(x) === key) ?? 'ALL';
  const [openId, setOpenId] = useState<number | null>(null);
  const q = useQuery(publicQueries.promotions());
  const list = useMemo(() => filterPromotions(q.data ?? [], tab), [q.data, tab]);

  return (
    <main className="promo-page">
      <h1 className="page-title promo-title">{t('promotions:title')}</h1>
      <Tabs
        label={t('promotions:tabsLabel')}
        idPrefix="promo-tab"
        tabs={PROMOTION_TABS.map((id) => ({ id: tabKey(id), label: t(`promotions:tabs.${tabKey(id)}`) }))}
        value={key}
        onChange={setKey}
      />
      <section role="tabpanel" aria-labelledby={`promo-tab-${key}`} className="promo-list">
        <QueryState
          query={q}
          loading={[0, 1, 2].map((i) => (
            <div key={i} className="promo-card" aria-hidden="true">
              <Skeleton height={140} />
              <div className="promo-body">
                <Skeleton height={18} width="60%" />
                <Skeleton height={14} width="90%" style={{ marginTop: 8 }} />
              </div>
            </div>
          ))}
          error={(e) => errorText(e, t('promotions:error'))}
          isEmpty={() => list.length === 0}
        >
          {() => list.map((p) => <PromotionCard key={p.id} promo={p} onDetails={() => setOpenId(p.id)} />)}
        </QueryState>
      </section>
      <PromotionDetail id={openId} onClose={() => setOpenId(null)} />
    </main>
  );
}

function PromotionCard({ promo, onDetails }: { promo: PromotionItem; onDetails: () => void }) {
  const { t } = useTranslation('promotions');
  const fmt = useShown();
  const [failed, setFailed] = useState(false);
  const thumb = imageSrc(promo.thumbnail);
  return (
    <article className="promo-card" data-testid="promo-card">
      <div className="promo-thumb">
        {thumb && !failed && <img src={thumb} alt="" width={780} height={300} loading="lazy" decoding="async" onError={() => setFailed(true)} />}
        {promo.categories[0] && <span className="promo-tag">{t(`tabs.${tabKey(promo.categories[0] as PromotionTab)}`, promo.categories[0])}</span>}
      </div>
      <div className="promo-body">
        <h2 className="promo-name">{promo.name}</h2>
        <p className="promo-preview">{previewWords(promo.desc)}</p>
        <p className="promo-dates">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>
            {t('dates', { start: dhakaDay(promo.start_date), end: dhakaDay(promo.end_date) })} <small>({fmt.zone})</small>
          </span>
        </p>
        <button type="button" className="btn btn-primary promo-details" onClick={onDetails} aria-label={t('detailsOf', { name: promo.name })}>
          {t('details')}
        </button>
      </div>
    </article>
  );
}

function PromotionDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(['promotions', 'common']);
  const fmt = useShown();
  const q = useQuery({ ...playerQueries.promotionDetail(id ?? 0), enabled: id !== null });
  return (
    <Modal open={id !== null} title={q.data?.data.name ?? t('promotions:details')} onClose={onClose} closeLabel={t('common:close')}>
      <QueryState
        query={q}
        loading={
          <div aria-busy="true">
            <Skeleton height={120} />
            <Skeleton height={14} style={{ marginTop: 12 }} />
          </div>
        }
        error={(e) => errorText(e, t('promotions:error'))}
      >
        {({ data: p }) => (
          <div className="promo-detail" data-testid="promo-detail">
            <img src={imageSrc(p.thumbnail)} alt="" width={780} height={300} className="promo-detail-img" />
            {/* server text is shown as text, never as HTML */}
            <p className="promo-detail-text">{p.desc}</p>
            <dl className="promo-detail-dates">
              <dt>{t('promotions:start')}</dt>
              <dd>{fmt.dateTimeZone(p.start_date)}</dd>
              <dt>{t('promotions:end')}</dt>
              <dd>{fmt.dateTimeZone(p.end_date)}</dd>
              {p.deposit_bouns ? (
                <>
                  <dt>{t('promotions:bonus')}</dt>
                  <dd>{p.deposit_bouns}%</dd>
                </>
              ) : null}
            </dl>
          </div>
        )}
      </QueryState>
    </Modal>
  );
}
