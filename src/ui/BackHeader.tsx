import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import './member-pages.css';
import { PageTitle, useInsideMain } from './PageMain';

/**
 * A member page's title bar: back link (to /account unless told), title, optional action at the end.
 * The member pages' shared layout comes with it; its words are in the `records` namespace, loaded with
 * the member pages, not in the first paint's `common`.
 */
export function BackHeader({ title, to = '/account', backLabel, end }: { title: string; to?: string; backLabel?: string; end?: ReactNode }) {
  const { t } = useTranslation('records');
  const inTab = useInsideMain();
  // inside a desktop account tab the tab is the title and /account the screen itself: no second
  // title with a back arrow to where the player already is (a detail's way back to its list stays)
  if (inTab && to === '/account') return end ? <div className="mp-head mp-head-tab">{end}</div> : null;
  return (
    <div className="mp-head">
      <Link to={to} className="icon-btn mp-back" aria-label={backLabel ?? t('back')}>
        <span aria-hidden="true">‹</span>
      </Link>
      <PageTitle className="mp-title">{title}</PageTitle>
      <div className="mp-head-end">{end}</div>
    </div>
  );
}
