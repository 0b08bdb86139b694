import { useQuery } from '@tanstack/react-query';

import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { dhakaDay } from '../../lib/dhaka-time';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { useSessionValue } from '../../session';
import { formatMSS, MemberHeader, useCodeCooldown, useVerification, type VerifyTarget, VerifyDialogs } from '../account';
import type { Shown } from '../../lib/shown-numbers';
import './profile.css';
import { PageMain, PageTitle } from '../../ui/PageMain';
import { Overview, PromotionsSlider } from './ProfileOverview';
import { BirthdayDialog } from './BirthdayDialog';
import { vipQueries } from '../../api/calls/vip';

const MAX_EXTRA_PHONES = 2;

type Verification = ReturnType<typeof useVerification>;
type Player = NonNullable<Verification['user']>;
type ExtraPhone = Verification['phones'][number];

/** The VIP level (the same as /vip, from lifetime VP received; Normal until it is known) and the points, linking to /vip. */
function VipSummaryLink({ level, points }: { level: string | undefined; points: string }) {
  const { t } = useTranslation(['profile', 'common', 'vip']);
  return (
    <Link to="/vip" className="vip-card">
      <span className="vip-badge" aria-hidden="true">
        ♛
      </span>
      <span className="vip-text">
        <span className="pf-muted">{t('personal.vipLevel')}</span>
        <strong data-testid="profile-vip-level">{level ? t(`vip:levels.${level}`, level) : t('personal.levelNormal')}</strong>
      </span>
      <span className="vip-text vip-points">
        <span className="pf-muted">{t('personal.vipPoints')}</span>
        <strong>{points}</strong>
      </span>
    </Link>
  );
}

/** The account's phone and the extra phones, each verified or with its way to verify. */
function PhoneRows({ u, phones, onVerify }: { u: Player; phones: ExtraPhone[]; onVerify: (target: VerifyTarget) => void }) {
  const { t } = useTranslation(['profile', 'common', 'vip']);
  return (
    <>
      <div className="pf-row">
        <dt>{t('personal.phone')}</dt>
        <dd>
          <span>{u.phone}</span>
          <StateTag ok={Number(u.session_id) === 1} />
          {Number(u.session_id) !== 1 && (
            <VerifyButton cooldownKey={`phone:${u.phone}`} what={t('personal.phone')} onClick={() => onVerify({ kind: 'phone' })} />
          )}
        </dd>
      </div>
      {phones.map((p, i) => (
        <div className="pf-row" key={p.id}>
          <dt>{t('personal.extraPhone', { n: i + 1 })}</dt>
          <dd>
            <span>{p.contract_value}</span>
            <StateTag ok={Number(p.isverify) === 1} />
            {Number(p.isverify) !== 1 && (
              <VerifyButton
                cooldownKey={`phone:${p.contract_value}`}
                what={p.contract_value}
                onClick={() => onVerify({ kind: 'extra', phone: p.contract_value })}
              />
            )}
          </dd>
        </div>
      ))}
    </>
  );
}

/** The birthday: locked once set, or the button that sets it. */
function BirthdayRow({ shownDate, onEdit }: { shownDate: string | null; onEdit: () => void }) {
  const { t } = useTranslation(['profile', 'common', 'vip']);
  return (
    <div className="pf-row" id="birthday">
      <dt>{t('personal.birthday')}</dt>
      <dd>
        {shownDate ? (
          <>
            <span data-testid="birthday-value">{shownDate}</span>
            <span className="tag" title={t('personal.birthdayLockedHint')}>
              <span aria-hidden="true">🔒</span> {t('personal.locked')}
            </span>
          </>
        ) : (
          <>
            <span className="pf-muted">{t('personal.notSet')}</span>
            <button type="button" className="btn pf-act" onClick={onEdit}>
              {t('personal.editBirthday')}
            </button>
          </>
        )}
      </dd>
    </div>
  );
}

interface PersonalInfoProps {
  u: Player;
  phones: ExtraPhone[];
  level: string | undefined;
  fmt: Shown;
  onVerify: (target: VerifyTarget) => void;
  onBirthday: () => void;
}

/** The personal card's content once the player's record is known. */
function PersonalInfo({ u, phones, level, fmt, onVerify, onBirthday }: PersonalInfoProps) {
  const { t } = useTranslation(['profile', 'common', 'vip']);
  return (
    <>
      <VipSummaryLink level={level} points={fmt.count(u.vip_coin)} />
      <dl className="pf-rows">
        <div className="pf-row">
          <dt>{t('personal.fullName')}</dt>
          <dd>
            <span>{u.name || '—'}</span>
            <small className="pf-muted">{t('personal.registered', { date: dhakaDay(u.created_at) })}</small>
          </dd>
        </div>
        <PhoneRows u={u} phones={phones} onVerify={onVerify} />
        <div className="pf-row">
          <dt>{t('personal.email')}</dt>
          <dd>
            <span className="pf-email">{u.email}</span>
            <StateTag ok={!!u.email_verified_at} />
            {!u.email_verified_at && <VerifyButton cooldownKey={`email:${u.email}`} what={t('personal.email')} onClick={() => onVerify({ kind: 'email' })} />}
          </dd>
        </div>
        <BirthdayRow shownDate={u.dofb ? fmt.digits(u.dofb) : null} onEdit={onBirthday} />
      </dl>
      {phones.length < MAX_EXTRA_PHONES && (
        <button type="button" className="btn btn-block pf-add" onClick={() => onVerify({ kind: 'add' })}>
          + {t('personal.addPhone')}
        </button>
      )}
      <p className="pf-muted pf-note">{t('personal.note')}</p>
    </>
  );
}

/** /profile: overview and personal info with the verification popups; birthday set once. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common', 'vip']);
  const fmt = useShown();
  const v = useVerification();
  const remoteId = useSessionValue('remote_id') ?? '';
  // the same level as /vip (from lifetime VP received); Normal until it is known
  const level = useQuery({ ...vipQueries.history(remoteId), enabled: !!remoteId }).data?.current?.level;
  const [dialog, setDialog] = useState<VerifyTarget | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [birthdayOpen, setBirthdayOpen] = useState(false);
  const u = v.user;

  return (
    <PageMain className="page profile-page">
      <MemberHeader />
      <PageTitle className="page-title">{t('title')}</PageTitle>
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      <Overview />
      <PromotionsSlider />

      <section className="pf-card" aria-labelledby="pf-personal">
        <h2 id="pf-personal">{t('personal.title')}</h2>
        <QueryState
          query={v.userQuery}
          loading={
            <div className="pf-rows">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={48} />
              ))}
            </div>
          }
          error={t('personal.error')}
        >
          {({ data: u }) => <PersonalInfo u={u} phones={v.phones} level={level} fmt={fmt} onVerify={setDialog} onBirthday={() => setBirthdayOpen(true)} />}
        </QueryState>
      </section>
      <VerifyDialogs target={dialog} onChange={setDialog} onDone={setDone} />
      {birthdayOpen && u && <BirthdayDialog onClose={() => setBirthdayOpen(false)} onSaved={(msg) => setDone(msg)} />}
    </PageMain>
  );
}

function StateTag({ ok }: { ok: boolean }) {
  const { t } = useTranslation('profile');
  return <span className={ok ? 'tag tag-ok' : 'tag tag-warn'}>{ok ? t('personal.verified') : t('personal.unverified')}</span>;
}

/** Verify, or the 300-second code countdown (m:ss) in its place once a code was sent; either opens the popup. */
function VerifyButton({ cooldownKey, what, onClick }: { cooldownKey: string; what: string; onClick: () => void }) {
  const { t } = useTranslation('profile');
  const fmt = useShown();
  const { secondsLeft } = useCodeCooldown(cooldownKey);
  if (secondsLeft > 0) {
    return (
      <button type="button" className="btn pf-act pf-countdown" onClick={onClick} aria-label={t('personal.enterCode', { what, time: formatMSS(secondsLeft) })}>
        {fmt.digits(formatMSS(secondsLeft))}
      </button>
    );
  }
  return (
    <button type="button" className="btn pf-act" onClick={onClick}>
      {t('personal.verify')}
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}
