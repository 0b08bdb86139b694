import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText, mutate } from '../../api';
import type { LimitKind, LimitStateItem } from '../../api/contract/responsible';
import { responsibleMutations, responsibleQueries } from '../../api/calls/responsible';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { useWords } from '../../i18n/words';
import { formatTaka } from '../../lib/money';
import { Field } from '../../ui/Field';
import { FormAlert } from '../../ui/EmptyState';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { changedLimits, dhakaText, fieldValue, parseLimit } from './logic';

/** A kind's limits (deposit: day, week, month; loss: day, week), each with what is left and any waiting change. */
export function LimitsForm({ kind, limits }: { kind: LimitKind; limits: readonly LimitStateItem[] }) {
  const { t } = useTranslation(['responsible', 'common']);
  const qc = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(limits.map((l) => [l.period, fieldValue(l)])));
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useWords(t);
  const save = useSingleFlight({
    mutationFn: () => mutate(responsibleMutations.setLimits, { kind, limits: changedLimits(limits, values) }),
    onSuccess: (r) => {
      setSaved((t) => serverText(r.message) || t('limit.saved'));
      qc.setQueryData(responsibleQueries.state().queryKey, r.data);
      // the fields start again from what the server now holds (a raise shows as waiting)
      setValues(Object.fromEntries(r.data[`${kind}_limits`].map((l) => [l.period, fieldValue(l)])));
    },
  });
  const invalid = limits.filter((l) => parseLimit(values[l.period] ?? '') === undefined).map((l) => l.period);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setSaved(null);
    if (invalid.length === 0) save.mutate();
  };
  const failure = save.error ? errorText(save.error, t('block.failed'), t('networkError')) : null;

  return (
    <form className="rg-card" onSubmit={submit} noValidate aria-labelledby={`rg-${kind}-title`}>
      <h2 id={`rg-${kind}-title`} className="rg-h">
        {t(`${kind}.title`)}
      </h2>
      <p className="rg-help">{t(`${kind}.help`)}</p>
      {limits.map((l) => (
        <div key={l.period} className="rg-limit">
          <Field
            label={t(`${kind}.label`, { period: t(`period.${l.period}`) })}
            name={`${kind}-${l.period}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('limit.placeholder')}
            maxLength={13}
            value={values[l.period] ?? ''}
            onChange={(e) => setValues({ ...values, [l.period]: e.target.value })}
            error={touched && invalid.includes(l.period) ? t('limit.invalid') : null}
            hint={<LimitStatus l={l} />}
          />
        </div>
      ))}
      <FormAlert message={failure} />
      {saved && (
        <p className="alert alert-success" role="status">
          {saved}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={save.isPending}>
        {save.isPending ? t('limit.saving') : t('limit.save')}
      </button>
    </form>
  );
}

function LimitStatus({ l }: { l: LimitStateItem }) {
  const { t } = useTranslation('responsible');
  const time = dhakaText(l.resets_at);
  return (
    <span className="rg-status" data-testid={`rg-status-${l.period}`}>
      {l.amount === null || l.left === null ? t('limit.none') : t('limit.left', { left: formatTaka(l.left), amount: formatTaka(l.amount), time })}
      {l.pending && (
        <span className="rg-pending">
          {l.pending.amount === null
            ? t('limit.pendingRemoval', { time: dhakaText(l.pending.effective_at) })
            : t('limit.pending', { amount: formatTaka(l.pending.amount), time: dhakaText(l.pending.effective_at) })}
        </span>
      )}
    </span>
  );
}
