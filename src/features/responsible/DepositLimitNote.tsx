import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { responsibleQueries } from '../../api/calls/responsible';
import { useTranslation } from '../../i18n/react';
import { formatTaka } from '../../lib/money';
import { dhakaText, tightestDeposit } from './logic';
import './responsible.css';

/**
 * The deposit screen's note of what the player's deposit limits leave, before they start. Only a
 * note: the server refuses a deposit past a limit whatever this shows.
 */
export function DepositLimitNote() {
  const { t } = useTranslation('responsible');
  const state = useQuery(responsibleQueries.state());
  const tightest = state.data ? tightestDeposit(state.data.deposit_limits) : null;
  if (!tightest || tightest.left === null) return null;
  return (
    <p className="alert rg-deposit-note" role="note" data-testid="deposit-limit-note">
      {t('depositNote.left', { amount: formatTaka(tightest.left), time: dhakaText(tightest.resets_at) })}{' '}
      <Link to="/responsible-gaming">{t('depositNote.link')}</Link>
    </p>
  );
}
