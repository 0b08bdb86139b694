import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import { useSessionValue } from '../../session';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { Tabs } from '../../ui/Tabs';
import { BackHeader } from '../../ui/BackHeader';
import './referral.css';
import { PageMain } from '../../ui/PageMain';
import { MyReferral } from './MyReferral';
import { History } from './ReferralHistory';
import { Intro } from './ReferralIntro';
import { referralQueries } from '../../api/calls/referral';

type Tab = 'intro' | 'mine' | 'history';

export function ReferralPage() {
  const { t } = useTranslation('referral');
  const remoteId = useSessionValue('remote_id') ?? '';
  const [tab, setTab] = useState<Tab>('intro');
  const info = useQuery({ ...referralQueries.info(remoteId), enabled: !!remoteId });
  return (
    <PageMain className="page mp-tabs-fit">
      <BackHeader title={t('title')} />
      <Tabs
        label={t('title')}
        idPrefix="ref"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'intro', label: t('tabs.intro') },
          { id: 'mine', label: t('tabs.mine') },
          { id: 'history', label: t('tabs.history') },
        ]}
      />
      <section role="tabpanel" aria-labelledby={`ref-${tab}`}>
        {tab === 'intro' && <Intro active={info.data?.data.active_downlines} onRefer={() => setTab('mine')} />}
        {tab === 'mine' && (
          <QueryState query={info} loading={<Skeleton height={360} />} error={(e) => errorText(e, t('loadError'))}>
            {(data) => <MyReferral info={data.data} />}
          </QueryState>
        )}
        {tab === 'history' && <History remoteId={remoteId} />}
      </section>
    </PageMain>
  );
}
