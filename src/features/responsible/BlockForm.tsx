import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { errorText, mutate } from '../../api';
import { BREAK_DURATIONS, EXCLUSION_DURATIONS } from '../../api/contract/responsible';
import { responsibleMutations } from '../../api/calls/responsible';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { endSession } from '../../session';
import { FormAlert } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';

type Kind = 'break' | 'exclusion';
type Duration = (typeof BREAK_DURATIONS)[number] | (typeof EXCLUSION_DURATIONS)[number];
type Problem = 'needDuration' | 'needPassword' | 'needConfirm';

/**
 * Take a break or self-exclude: how long, the password and a confirmation. The server ends every
 * session at once; the dialog says until when, then this browser's session is cleared too.
 */
export function BlockForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation(['responsible', 'common']);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const durations: readonly Duration[] = kind === 'break' ? BREAK_DURATIONS : EXCLUSION_DURATIONS;
  const [duration, setDuration] = useState<Duration | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = useSingleFlight({
    mutationFn: (d: Duration) => mutate(responsibleMutations.block, { kind, duration: d, password, confirm: true }),
    onSuccess: (r) => setDone(r.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p: Problem | null = !duration ? 'needDuration' : !password ? 'needPassword' : !confirm ? 'needConfirm' : null;
    setProblem(p);
    if (!p && duration) send.mutate(duration);
  };
  const leave = async () => {
    await endSession('logout', { queryClient: qc, go: () => navigate({ to: '/' }) });
  };
  const title = kind === 'break' ? t('block.breakTitle') : t('block.exclusionTitle');
  const id = `rg-${kind}`;

  return (
    <form className="rg-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rg-h">
        {title}
      </h2>
      <p className="rg-help">{kind === 'break' ? t('block.breakHelp') : t('block.exclusionHelp')}</p>
      <fieldset className="rg-choices">
        <legend>{t('block.duration')}</legend>
        {durations.map((d) => (
          <label key={d} className="rg-choice">
            <input type="radio" name={`${id}-duration`} checked={duration === d} onChange={() => setDuration(d)} />
            <span>{t(`block.d${d}`)}</span>
          </label>
        ))}
      </fieldset>
      <Field
        label={t('block.password')}
        name={`${id}-password`}
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label className="rg-confirm">
        <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
        <span>{t('block.confirm')}</span>
      </label>
      <FormAlert message={problem ? t(`block.${problem}`) : send.error ? errorText(send.error, t('block.failed'), t('networkError')) : null} />
      <button type="submit" className="btn btn-danger btn-block" disabled={send.isPending || done !== null}>
        {send.isPending ? t('block.sending') : kind === 'break' ? t('block.submitBreak') : t('block.submitExclusion')}
      </button>
      <Modal
        open={done !== null}
        title={title}
        onClose={() => void leave()}
        closeLabel={t('common:close')}
        footer={
          <button type="button" className="btn btn-primary btn-block" onClick={() => void leave()}>
            {t('block.ok')}
          </button>
        }
      >
        <p role="status">{done ? serverText(done) : ''}</p>
      </Modal>
    </form>
  );
}
