import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api';
import { responsibleQueries } from '../../api/calls/responsible';
import { useTranslation } from '../../i18n/react';
import { Skeleton } from '../../ui/EmptyState';
import { PageMain } from '../../ui/PageMain';
import { QueryState } from '../../ui/QueryState';
import { BackHeader } from '../../ui/BackHeader';
import { BlockForm } from './BlockForm';
import { LimitsForm } from './LimitsForm';
import { RealityCheckForm } from './RealityCheckForm';
import { RgHistory } from './RgHistory';
import './responsible.css';

/** /responsible-gaming (desktop: the account tab): limits, reality check, break, self-exclusion and their history. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation(['responsible', 'common']);
  const state = useQuery(responsibleQueries.state());
  return (
    <PageMain className="page rg-page">
      <BackHeader title={t('title')} />
      <p className="rg-intro">{t('intro')}</p>
      <QueryState
        query={state}
        loading={
          <div className="rg-grid" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={220} />
            ))}
          </div>
        }
        error={(e) => errorText(e, t('loadError'), t('networkError'))}
      >
        {(s) => (
          <div className="rg-grid">
            <LimitsForm kind="deposit" limits={s.deposit_limits} />
            <LimitsForm kind="loss" limits={s.loss_limits} />
            <RealityCheckForm minutes={s.reality_check} />
            <BlockForm kind="break" />
            <BlockForm kind="exclusion" />
            <RgHistory rows={s.history} />
          </div>
        )}
      </QueryState>
    </PageMain>
  );
}
