import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText, mutate } from '../../api';
import { REALITY_MINUTES } from '../../api/contract/responsible';
import { responsibleMutations, responsibleQueries } from '../../api/calls/responsible';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { useWords } from '../../i18n/words';
import { FormAlert } from '../../ui/EmptyState';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { REALITY_LABEL } from './logic';

type Minutes = (typeof REALITY_MINUTES)[number];

/** How often the reality check interrupts play: every 30 or 60 minutes, or never. */
export function RealityCheckForm({ minutes }: { minutes: Minutes }) {
  const { t } = useTranslation('responsible');
  const qc = useQueryClient();
  const [value, setValue] = useState<Minutes>(minutes);
  const [saved, setSaved] = useWords(t);
  const save = useSingleFlight({
    mutationFn: () => mutate(responsibleMutations.realityCheck, { minutes: value }),
    onSuccess: (r) => {
      setSaved((t) => serverText(r.message) || t('reality.saved'));
      qc.setQueryData(responsibleQueries.state().queryKey, r.data);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    save.mutate();
  };
  return (
    <form className="rg-card" onSubmit={submit} aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="rg-h">
        {t('reality.title')}
      </h2>
      <p className="rg-help">{t('reality.help')}</p>
      <fieldset className="rg-choices">
        <legend>{t('reality.legend')}</legend>
        {REALITY_MINUTES.map((m) => (
          <label key={m} className="rg-choice">
            <input type="radio" name="reality" checked={value === m} onChange={() => setValue(m)} />
            <span>{t(REALITY_LABEL[m] ?? 'reality.off')}</span>
          </label>
        ))}
      </fieldset>
      <FormAlert message={save.error ? errorText(save.error, t('block.failed'), t('networkError')) : null} />
      {saved && (
        <p className="alert alert-success" role="status">
          {saved}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={save.isPending}>
        {save.isPending ? t('limit.saving') : t('reality.save')}
      </button>
    </form>
  );
}
