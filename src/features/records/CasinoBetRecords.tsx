import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import { GAME_TYPES, PLATFORMS } from '../../api/contract/records';
import { useSessionValue } from '../../session';
import { Money } from '../../ui/Money';
import { dateOptions, Select } from './record-filters';
import { DhakaTime, PL, Rows } from './record-values';
import { RecordsLoading } from './RecordsLoading';
import { fromPaisa, toPaisa } from '../../lib/paisa';
import { cutName, groupSettled, periodOf, type SettledGroup } from './logic';
import { dailyPl } from '../../lib/daily-pl';
import { PlChart } from '../../ui/pl-chart/PlChart';
import { type BetFilters, recordQueries } from '../../api/calls/records';
import type { BetRecordItem, DateCode } from '../../api/contract/records';
import { QueryState } from '../../ui/QueryState';

/** Casino bets: settled ones grouped by platform, type and day (a group opens its bets), unsettled ones listed. */
export function CasinoRecords({ status }: { status: 'settled' | 'unsettled' }) {
  const { t } = useTranslation('records');
  const remoteId = useSessionValue('remote_id') ?? '';
  const [draft, setDraft] = useState<BetFilters>({ platform: '-1', gameType: '-1', date: '0' });
  const [applied, setApplied] = useState<BetFilters>(draft);
  const [open, setOpen] = useState<SettledGroup | null>(null);
  const q = useQuery({ ...recordQueries.bets(remoteId, status, applied), enabled: !!remoteId });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(null);
    setApplied(draft);
    if (JSON.stringify(draft) === JSON.stringify(applied)) void q.refetch();
  };

  return (
    <>
      <form className="card mp-filters" onSubmit={submit} aria-label={t('filters')}>
        <Select
          label={t('bets.platform')}
          value={draft.platform}
          onChange={(platform) => setDraft({ ...draft, platform })}
          options={[['-1', t('all')], ...PLATFORMS.map((p): [string, string] => [String(p.id), p.name])]}
        />
        <Select
          label={t('bets.gameType')}
          value={draft.gameType}
          onChange={(gameType) => setDraft({ ...draft, gameType })}
          options={[['-1', t('all')], ...GAME_TYPES.map((g): [string, string] => [String(g.id), t(`gameTypes.${g.id}`)])]}
        />
        <Select label={t('date.label')} value={draft.date} onChange={(date) => setDraft({ ...draft, date: date as DateCode })} options={dateOptions(t)} />
        <button type="submit" className="btn btn-primary mp-submit rec-submit-inline" disabled={q.isFetching}>
          {t('submit')}
        </button>
      </form>
      <QueryState query={q} loading={<RecordsLoading />} error={(e) => errorText(e, t('loadError'))} isEmpty={(d) => d.data.length === 0}>
        {({ data: rows }) =>
          status === 'unsettled' ? (
            <ul className="mp-list">
              {rows.map((b) => (
                <li key={b.id} className="mp-card">
                  <p className="mp-strong" title={b.game_name}>
                    {cutName(b.game_name)}
                  </p>
                  <Rows
                    rows={[
                      [t('bets.platform'), b.platform],
                      [t('bets.gameType'), t(`gameTypes.${b.game_type_id}`, { defaultValue: b.game_type })],
                      [t('bets.betAmount'), <Money key="a" value={b.bet_amount} />],
                      [t('bets.betTime'), <DhakaTime key="t" at={b.created_at} />],
                    ]}
                  />
                </li>
              ))}
            </ul>
          ) : open ? (
            <GroupDetail group={open} onBack={() => setOpen(null)} />
          ) : (
            <>
              <SettledChart rows={rows} date={applied.date} />
              <SettledGroups groups={groupSettled(rows)} onOpen={setOpen} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** The summary's picture: daily profit and loss of the settled bets over the chosen period. */
function SettledChart({ rows, date }: { rows: readonly BetRecordItem[]; date: DateCode }) {
  const { t } = useTranslation('records');
  const days = useMemo(() => {
    const { from, to } = periodOf(date);
    return dailyPl(
      rows.map((r) => ({ at: r.settled_at ?? r.created_at, paisa: toPaisa(r.winAmount) - toPaisa(r.bet_amount) })),
      from,
      to,
    );
  }, [rows, date]);
  return <PlChart days={days} labels={{ title: t('bets.chart'), day: t('bets.chartDay'), net: t('bets.profitLoss'), cumulative: t('bets.cumulative') }} />;
}

function SettledGroups({ groups, onOpen }: { groups: SettledGroup[]; onOpen: (g: SettledGroup) => void }) {
  const { t } = useTranslation('records');
  return (
    <ul className="mp-list" aria-label={t('bets.groups')}>
      {groups.map((g) => (
        <li key={g.key} className="mp-card rec-group">
          <div className="rec-group-body">
            <Rows
              rows={[
                [t('bets.platform'), g.platform],
                [t('bets.gameType'), t(`gameTypes.${g.records[0]?.game_type_id}`, { defaultValue: g.gameType })],
                [t('bets.turnover'), <Money key="t" value={fromPaisa(g.turnover)} />],
                [t('bets.profitLoss'), <PL key="p" paisa={g.profitLoss} />],
                [t('bets.settleDate'), g.day],
              ]}
            />
          </div>
          <button
            type="button"
            className="icon-btn rec-arrow"
            aria-label={t('bets.openGroup', { platform: g.platform, type: g.gameType, date: g.day, count: g.records.length })}
            onClick={() => onOpen(g)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function GroupDetail({ group, onBack }: { group: SettledGroup; onBack: () => void }) {
  const { t } = useTranslation('records');
  return (
    <section aria-label={t('bets.groupRecords')}>
      <div className="rec-detail-head">
        <button type="button" className="btn" onClick={onBack}>
          <span aria-hidden="true">‹</span> {t('bets.backToGroups')}
        </button>
        <p className="mp-muted">
          {group.platform} · {t(`gameTypes.${group.records[0]?.game_type_id}`, { defaultValue: group.gameType })} · {group.day}
        </p>
      </div>
      <ul className="mp-list">
        {group.records.map((b) => {
          const pl = toPaisa(b.winAmount) - toPaisa(b.bet_amount);
          return (
            <li key={b.id} className="mp-card">
              <p className="mp-strong" title={b.game_name} data-testid="bet-game-name">
                {cutName(b.game_name)}
              </p>
              <Rows
                rows={[
                  [t('bets.betAmount'), <Money key="b" value={b.bet_amount} />],
                  [t('bets.winAmount'), <Money key="w" value={b.winAmount} />],
                  [t('bets.profitLoss'), <PL key="p" paisa={pl} />],
                  [t('bets.settleTime'), <DhakaTime key="t" at={b.settled_at ?? b.created_at} />],
                ]}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
