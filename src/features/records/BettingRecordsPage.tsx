import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { PageMain } from '../../ui/PageMain';
import { Tabs } from '../../ui/Tabs';
import { BackHeader } from '../../ui/BackHeader';
import { CasinoRecords } from './CasinoBetRecords';
import { ExchangeRecords } from './ExchangeBetRecords';
import type { RecordsTab as Tab } from './records-tabs';
import './records.css';

/** `initialTab`: the exchange account's My Bets, Bets History and Profit & Loss open the Exchange tab. */
export function BettingRecordsPage({ initialTab = 'settled' }: { initialTab?: Tab | undefined }) {
  const { t } = useTranslation('records');
  const [tab, setTab] = useState<Tab>(initialTab);
  const tabs = [
    { id: 'settled' as const, label: t('bets.settled') },
    { id: 'unsettled' as const, label: t('bets.unsettled') },
    { id: 'exchange' as const, label: t('bets.exchange') },
  ];
  return (
    <PageMain className="page">
      <BackHeader title={t('bets.title')} />
      <Tabs label={t('bets.title')} tabs={tabs} value={tab} onChange={setTab} idPrefix="bets" />
      <section role="tabpanel" aria-labelledby={`bets-${tab}`}>
        {tab === 'exchange' ? <ExchangeRecords /> : <CasinoRecords key={tab} status={tab} />}
      </section>
    </PageMain>
  );
}
