import { formatCount } from '../../lib/money';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { Money } from '../../ui/Money';
import { REWARD_TIERS, wrapIndex } from './logic';
import './referral.css';
import { DOWNLINE_DEPOSIT, DOWNLINE_TURNOVER } from './downline';

/** The referral page's introduction: the rules, the reward tiers and how to refer. */
export function Intro({ active, onRefer }: { active: number | undefined; onRefer: () => void }) {
  const { t } = useTranslation('referral');
  const fmt = useShown();
  const [tier, setTier] = useState(0);
  const board = REWARD_TIERS[tier] ?? REWARD_TIERS[0];
  return (
    <>
      <div className="ref-hero">
        <p className="ref-hero-kicker">{t('intro.kicker')}</p>
        <h2>{t('intro.headline')}</h2>
        <div className="ref-active">
          <span>{t('intro.activeDownlines')}</span>
          <strong data-testid="ref-active">{active === undefined ? '–' : fmt.digits(active)}</strong>
        </div>
      </div>
      <div className="card ref-block">
        <h2>{t('intro.requirementsTitle')}</h2>
        <ul className="ref-reqs">
          <li>
            <span>{t('intro.reqDeposit')}</span>
            <Money value={DOWNLINE_DEPOSIT} />
          </li>
          <li>
            <span>{t('intro.reqTurnover')}</span>
            <Money value={DOWNLINE_TURNOVER} />
          </li>
        </ul>
      </div>
      <div className="card ref-block">
        <h2>{t('intro.howTitle')}</h2>
        <ol className="ref-steps">
          <li>
            <strong>{t('intro.step1')}</strong>
            <span>{t('intro.step1Body')}</span>
          </li>
          <li>
            <strong>{t('intro.step2')}</strong>
            <span>{t('intro.step2Body')}</span>
          </li>
          <li>
            <strong>{t('intro.step3')}</strong>
            <span>{t('intro.step3Body')}</span>
          </li>
        </ol>
        <button type="button" className="btn btn-primary btn-block" onClick={onRefer}>
          {t('intro.referNow')}
        </button>
      </div>
      <div className="card ref-block">
        <h2 id="ref-board">{t('intro.boardTitle')}</h2>
        <div className="ref-board-nav">
          <button type="button" className="icon-btn" aria-label={t('intro.prevTier')} onClick={() => setTier(wrapIndex(tier, -1, REWARD_TIERS.length))}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="ref-board-tabs" role="tablist" aria-labelledby="ref-board">
            {REWARD_TIERS.map((b, i) => (
              <button
                key={b.above}
                type="button"
                role="tab"
                aria-selected={i === tier}
                className="ref-board-tab"
                id={`ref-tier-${i}`}
                onClick={() => setTier(i)}
              >
                {t('intro.above', { amount: formatCount(b.above) })}
              </button>
            ))}
          </div>
          <button type="button" className="icon-btn" aria-label={t('intro.nextTier')} onClick={() => setTier(wrapIndex(tier, 1, REWARD_TIERS.length))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div role="tabpanel" aria-labelledby={`ref-tier-${tier}`}>
          <table className="mp-table ref-board">
            <thead>
              <tr>
                <th scope="col">{t('intro.tier')}</th>
                <th scope="col">{t('intro.ratio')}</th>
              </tr>
            </thead>
            <tbody>
              {board.rates.map((rate, i) => (
                <tr key={rate}>
                  <td>{t('intro.tierN', { n: i + 1 })}</td>
                  <td data-testid={`tier-rate-${i + 1}`}>{i === 0 ? t('intro.upTo', { rate }) : `${rate}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mp-muted">{t('intro.boardNote', { amount: formatCount(board.above) })}</p>
        </div>
      </div>
    </>
  );
}
