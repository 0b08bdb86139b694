import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { LineSkeleton, Skeleton } from '../../ui/EmptyState';
import { BalanceAmount, useBalance } from '../wallet';
import { useVerification } from './hooks';
import { type VerifyTarget, VerifyDialogs } from './VerifyDialogs';
import './account.css';

/**
 * The common member page header: the withdrawal verification notice (until birthday and phone are
 * done), the main wallet, the bonus wallet (only with a promotion wallet) and the security level.
 */
export function MemberHeader() {
  const { t } = useTranslation('account');
  const v = useVerification();
  const balance = useBalance();
  const [dialog, setDialog] = useState<VerifyTarget | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const bonus = balance.data?.bonus_balance;
  const hasPromotionWallet = bonus !== undefined && !/^0*(\.0*)?$/.test(bonus);
  const levelIndex = v.level === 'unverified' ? 0 : v.level === 'normal' ? 1 : 2;

  // Until the player's details are known the header cannot tell verified from not: "Verify" buttons
  // would be false, and the notice arriving later pushed the page down (CLS 0.2 on a slow link).
  // One placeholder instead, and the page below it stays hidden (account-header.css) until then.
  if (v.isLoading) {
    return (
      <section className="member-header" aria-label={t('header.label')} aria-busy="true" data-testid="member-header-pending">
        <Skeleton height={132} />
        <Skeleton height={240} />
      </section>
    );
  }

  return (
    <section className="member-header" aria-label={t('header.label')}>
      {v.user && v.missing.length > 0 && (
        <div className="mh-notice" data-testid="verification-notice">
          <p>{t('header.notice')}</p>
          <ul>
            {v.missing.includes('birthday') && (
              <li>
                <Link to="/profile" hash="birthday">
                  {t('header.birthday')}
                </Link>
                <small>{t('header.personalInfo')}</small>
              </li>
            )}
            {v.missing.includes('phone') && (
              <li>
                <button type="button" className="btn-link" onClick={() => setDialog({ kind: 'phone' })}>
                  {t('header.phoneNumber')}
                </button>
                <small>{t('header.contactInfo')}</small>
              </li>
            )}
          </ul>
        </div>
      )}
      <div className="mh-wallets">
        <div className="mh-wallet">
          <span>{t('header.mainWallet')}</span>
          {balance.data ? (
            <BalanceAmount value={balance.data.balance} />
          ) : (
            // in the amount's own element, so the card does not grow when the amount comes
            <span className="money" aria-hidden="true">
              <LineSkeleton width={100} />
            </span>
          )}
        </div>
        {hasPromotionWallet && (
          <div className="mh-wallet">
            <span>{t('header.bonusWallet')}</span>
            <BalanceAmount value={bonus} />
          </div>
        )}
      </div>
      <div className="mh-security">
        <div className="mh-level">
          <span>{t('header.securityLevel')}</span>
          {v.user ? (
            <strong data-level={v.level} data-testid="security-level">
              {t(`level.${v.level}`)}
            </strong>
          ) : (
            <Skeleton height={18} width={70} />
          )}
          <span className="mh-bars" data-level={v.level} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <i key={i} data-on={i <= levelIndex ? 'true' : undefined} />
            ))}
          </span>
        </div>
        <div className="mh-verify">
          <VerifyChip verified={v.emailVerified} label={t('verify.email')} onVerify={() => setDialog({ kind: 'contact' })} />
          <VerifyChip verified={v.phoneVerified} label={t('verify.phone')} onVerify={() => setDialog({ kind: 'contact' })} />
        </div>
      </div>
      {done && (
        <p className="success-text" role="status">
          {done}
        </p>
      )}
      <VerifyDialogs target={dialog} onChange={setDialog} onDone={setDone} />
    </section>
  );
}

function VerifyChip({ verified, label, onVerify }: { verified: boolean; label: string; onVerify: () => void }) {
  const { t } = useTranslation('account');
  if (verified) {
    return (
      <span className="chip chip-ok">
        <span aria-hidden="true">✓</span> {t('verify.chipVerified', { what: label })}
      </span>
    );
  }
  return (
    <button type="button" className="chip chip-todo" onClick={onVerify}>
      <span aria-hidden="true">!</span> {t('verify.chipVerify', { what: label })}
    </button>
  );
}
