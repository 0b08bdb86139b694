import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useWords } from '../../i18n/words';
import { serverText } from '../../i18n/server-text';
import { errorText, playerQueries } from '../../api';
import { MIN_VP, VIP_LEVELS, type VipLevelInfo } from '../../api/contract/vip';
import { isOffline } from '../../lib/offline';
import { pollJob, usePoll } from '../../poller';
import { useSessionValue } from '../../session';
import { LineSkeleton } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { Tabs } from '../../ui/Tabs';
import { BackHeader } from '../../ui/BackHeader';
import { checkVp, levelProgress, type VpProblem, vpProblem, vpToMoney } from './logic';
import { useConvertVp } from './useConvertVp';
import './vip.css';
import { PageMain } from '../../ui/PageMain';
import { latinDigits } from '../../lib/digits';
import { vipCalls, vipQueries } from '../../api/calls/vip';
import { HistoryTable, PointsTable } from './VipTables';
import { VipDetails } from './VipDetails';

type Tab = 'my' | 'received' | 'used' | 'history';

export function VipPage() {
  const { t } = useTranslation('vip');
  const remoteId = useSessionValue('remote_id') ?? '';
  const [tab, setTab] = useState<Tab>('my');
  usePoll(remoteId ? pollJob({ id: 'vip-user', calls: [vipCalls.user(remoteId)] }) : null);
  return (
    <PageMain className="page mp-tabs-fit">
      <BackHeader title={t('title')} />
      <Tabs
        label={t('title')}
        idPrefix="vip"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'my', label: t('tabs.my') },
          { id: 'received', label: t('tabs.received') },
          { id: 'used', label: t('tabs.used') },
          { id: 'history', label: t('tabs.history') },
        ]}
      />
      <section role="tabpanel" aria-labelledby={`vip-${tab}`}>
        {tab === 'my' && <MyVip remoteId={remoteId} onHistory={() => setTab('history')} />}
        {(tab === 'received' || tab === 'used') && <PointsTable remoteId={remoteId} kind={tab} />}
        {tab === 'history' && <HistoryTable remoteId={remoteId} />}
      </section>
    </PageMain>
  );
}

/** The level, its progress to the next and the player's VP total. */
interface LevelCardProps {
  level: VipLevelInfo | undefined;
  levelPending: boolean;
  total: string;
  totalPending: boolean;
  onDetails: () => void;
}

function VipLevelCard({ level, levelPending, total, totalPending, onDetails }: LevelCardProps) {
  const { t } = useTranslation(['vip', 'common']);
  /** a level the texts do not know keeps the server's name */
  const levelName = (name: string) => t(`vip:levels.${name}`, name);
  const from = VIP_LEVELS.find((l) => l.level === level?.level)?.experience ?? 0;
  const pct = level ? levelProgress(level.experience, from, level.next_experience) : 0;
  return (
    <div className="vip-card">
      <div className="vip-card-top">
        <span className="vip-badge" aria-hidden="true">
          ♛
        </span>
        <div>
          <p className="vip-label">{t('vip:level')}</p>
          <p className="vip-level">{levelPending ? <LineSkeleton width={120} /> : level ? levelName(level.level) : t('vip:normal')}</p>
        </div>
      </div>
      {levelPending && (
        // the progress lines' place while the level loads, so the card does not grow under the player
        <>
          <div className="mp-progress" aria-hidden="true" />
          <p className="vip-next">
            <LineSkeleton width="70%" />
          </p>
        </>
      )}
      {level && (
        <>
          <div className="mp-progress" role="progressbar" aria-label={t('vip:levelProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
            <span style={{ width: `${pct}%` }} />
          </div>
          <p className="vip-next">
            {level.next_level
              ? t('vip:toNext', {
                  experience: formatCount(level.experience),
                  next: formatCount(level.next_experience ?? 0),
                  level: levelName(level.next_level),
                })
              : t('vip:topLevel')}
          </p>
        </>
      )}
      <div className="vip-total">
        <span>{t('vip:totalVp')}</span>
        {totalPending ? (
          <strong>
            <LineSkeleton width={60} />
          </strong>
        ) : (
          <strong data-testid="vip-total">{total}</strong>
        )}
      </div>
      <button type="button" className="btn-link" onClick={onDetails}>
        {t('vip:viewDetails')}
      </button>
    </div>
  );
}

interface ConvertFormProps {
  onSubmit: (e: FormEvent) => void;
  vp: string;
  onVp: (typed: string) => void;
  onBlur: () => void;
  shownError: VpProblem | null;
  draft: VpProblem | null;
  pending: boolean;
}

/** VP to money: the field (its problem announced once the player leaves it), what it is worth, and the button. */
function VpConvertForm({ onSubmit, vp, onVp, onBlur, shownError, draft, pending }: ConvertFormProps) {
  const { t } = useTranslation(['vip', 'common']);
  return (
    <form className="card vip-convert" onSubmit={onSubmit} noValidate>
      <h2>{t('vip:convertTitle')}</h2>
      <div className="vip-convert-grid">
        <Field
          label={t('vip:enterVp')}
          inputMode="numeric"
          value={vp}
          onChange={(e) => onVp(e.target.value)}
          onBlur={onBlur}
          error={shownError ? t(`vip:${shownError}`) : null}
          hint={
            <>
              {t('vip:minHint', { min: MIN_VP })}
              {draft && <span className="error-text vip-draft-error">{t(`vip:${draft}`)}</span>}
            </>
          }
        />
        <div className="field">
          <span className="vip-eq-label" id="vip-eq">
            {t('vip:moneyEquivalent')}
          </span>
          <output className="vip-eq" aria-labelledby="vip-eq">
            <Money value={vpToMoney(vp)} />
          </output>
        </div>
      </div>
      <p className="mp-muted" style={{ marginTop: 0 }}>
        {t('vip:rate')}
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('vip:convert')}
      </button>
    </form>
  );
}

function MyVip({ remoteId, onHistory }: { remoteId: string; onHistory: () => void }) {
  const { t } = useTranslation(['vip', 'common']);
  const fmt = useShown();
  const user = useQuery({ ...playerQueries.user(remoteId), enabled: !!remoteId });
  const history = useQuery({ ...vipQueries.history(remoteId), enabled: !!remoteId });
  const [vp, setVp] = useState('');
  // the problem under the field is announced (role="alert") only once the player leaves the field or
  // submits; while typing it shows in the hint, which is not announced at every keystroke
  const [flagged, setFlagged] = useState<VpProblem | null>(null);
  const [message, setMessage] = useWords(t);
  const [details, setDetails] = useState(false);
  const available = user.data?.data.vip_coin ?? 0;
  const check = checkVp(vp, available);
  const problem = vpProblem(vp, available);
  const shownError = flagged !== null && flagged === problem ? flagged : null;
  const draft = problem !== null && problem !== shownError ? problem : null;

  const convert = useConvertVp(remoteId, {
    success: (said) => {
      setMessage(() => serverText(said));
      setVp('');
      setFlagged(null);
    },
    error: (e) => setMessage((t) => errorText(e, t('vip:convertError'))),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFlagged(problem);
    if (check === 'invalid') return setMessage((t) => t('vip:notWhole'));
    if (check === 'empty' || check === 'notEnough') return setMessage((t) => t('vip:minRequired', { min: MIN_VP }));
    if (check === 'tooMany') return setMessage((t) => t('vip:tooMany'));
    if (isOffline()) return setMessage((t) => t('common:offlineMoney'));
    convert.convert(vp.trim());
  };
  const onVp = (typed: string) => {
    const next = latinDigits(typed);
    setVp(next);
    if (vpProblem(next, available) !== flagged) setFlagged(null);
  };

  const level = history.data?.current;

  return (
    <>
      <VipLevelCard
        level={level}
        levelPending={history.isPending}
        total={fmt.count(available)}
        totalPending={user.isPending}
        onDetails={() => setDetails(true)}
      />
      <VipDetails open={details} current={level?.level} onClose={() => setDetails(false)} onHistory={onHistory} />
      <VpConvertForm
        onSubmit={submit}
        vp={vp}
        onVp={onVp}
        onBlur={() => setFlagged(problem)}
        shownError={shownError}
        draft={draft}
        pending={convert.isPending}
      />
      <Modal open={message !== null} title={t('vip:message')} onClose={() => setMessage(null)} closeLabel={t('common:close')}>
        <p style={{ margin: 0 }} role="status">
          {message}
        </p>
      </Modal>
    </>
  );
}
