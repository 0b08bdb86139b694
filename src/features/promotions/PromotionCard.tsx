import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, imageSrc, playerQueries } from '../../api';
import type { PromotionItem } from '../../api/contract/public';
import type { Shown } from '../../lib/shown-numbers';
import { useLoggedIn } from '../../session';
import { Skeleton } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { QueryState } from '../../ui/QueryState';
import { DEFAULT_POSTER } from '../layout';
import { HIDDEN_PROMO_FILTERS, PROMO_FILTERS, promotionCategoryIds } from './promo-filters';

const REGISTER_LEGACY_PATH = '/page/guest/register.jsp';

function day(s: string, fmt: Shown): string {
  return Number.isNaN(Date.parse(s)) ? s : fmt.day(s);
}

function duration(p: Pick<PromotionItem, 'start_date' | 'end_date'>, fmt: Shown): string {
  return `${day(p.start_date, fmt)} ~ ${day(p.end_date, fmt)}`;
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation(['desktop', 'common']);
  const fmt = useShown();
  const q = useQuery(playerQueries.promotionDetail(id));
  return (
    <QueryState query={q} loading={<Skeleton height={120} />} error={(e) => errorText(e, t('desktop:promo.detailFailed'))}>
      {({ data: p }) => (
        <div className="dk-promo-detail">
          <img src={imageSrc(p.thumbnail)} alt="" width={560} height={200} />
          <p className="dk-promo-duration">
            {t('desktop:promo.duration')}: {duration(p, fmt)}
          </p>
          <p>{p.desc}</p>
        </div>
      )}
    </QueryState>
  );
}

/** A desktop promotion card: image, tag, title, description, duration, Sign Up Now and Details. */
/** `level`: the title's heading level under the list's own heading (h2 under the promotions page's h1). */
export function PromotionCard({ promo, level = 3 }: { promo: PromotionItem; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation(['desktop', 'common']);
  const fmt = useShown();
  const loggedIn = useLoggedIn();
  const [open, setOpen] = useState(false);
  const id = promotionCategoryIds(promo)[0];
  const tag = [...PROMO_FILTERS, ...HIDDEN_PROMO_FILTERS].find((f) => f.id === id);
  return (
    <article className="dk-promo-card" data-testid="dk-promo-card" data-promo-id={promo.id}>
      <div className="dk-promo-art">
        <img
          src={imageSrc(promo.thumbnail) ?? DEFAULT_POSTER}
          alt=""
          width={400}
          height={180}
          loading="lazy"
          onError={(e) => {
            e.currentTarget.src = DEFAULT_POSTER;
          }}
        />
        {tag && <span className="dk-promo-tag">{t(`desktop:promo.filter.${tag.id}`)}</span>}
      </div>
      <div className="dk-promo-body">
        <Title className="dk-promo-title">{promo.name}</Title>
        <p className="dk-promo-desc">{promo.desc}</p>
        <p className="dk-promo-duration">
          <span>{t('desktop:promo.duration')}</span> <time>{duration(promo, fmt)}</time>
        </p>
        <div className="dk-promo-actions">
          {loggedIn ? (
            <a className="btn btn-primary dk-btn" href="/account?tab=deposit">
              {t('desktop:promo.depositNow')}
            </a>
          ) : (
            <a className="btn btn-primary dk-btn" href={REGISTER_LEGACY_PATH}>
              {t('desktop:promo.signUp')}
            </a>
          )}
          <button type="button" className="btn dk-btn" onClick={() => setOpen(true)} aria-label={t('desktop:promo.detailsOf', { name: promo.name })}>
            {t('desktop:promo.details')}
          </button>
        </div>
      </div>
      <Modal open={open} title={promo.name} onClose={() => setOpen(false)} closeLabel={t('common:close')}>
        {open && <Detail id={Number(promo.id)} />}
      </Modal>
    </article>
  );
}
