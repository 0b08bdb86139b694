import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText, mutate } from '../../api';
import { profileMutations } from '../../api/calls/profile';
import { birthdayRules, firstErrorOf } from '../../api/contract/form-rules';
import { dhakaDay } from '../../lib/dhaka-time';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { useSessionValue } from '../../session';

/** The birthday, set once: a date 18 or more years back, confirmed before it is saved. */
export function BirthdayDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (msg: string) => void }) {
  const { t } = useTranslation('profile');
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const [dofb, setDofb] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSingleFlight({
    mutationFn: () => mutate(profileMutations.profileUpdate, { remote_id: remoteId, dofb }, qc),
    onSuccess: () => {
      onSaved(t('birthday.saved'));
      onClose();
    },
    // refused (under 18, say): back to choosing a date, so Confirm does not resend the same refusal
    onError: () => setConfirming(false),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // saves only when a date is entered
    if (!dofb) return;
    const refused = firstErrorOf(birthdayRules(new Date()), { dofb });
    setProblem(refused);
    if (refused) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    save.mutate();
  };
  const error = problem ? t(problem) : save.error ? errorText(save.error, t('birthday.failed'), t('birthday.failed')) : null;
  // today in Dhaka (UTC was still yesterday before 06:00); players are 18 or older (the platform refuses
  // younger), so the picker stops 18 years before it (29 Feb -> 28 Feb)
  const today = dhakaDay(Date.now());
  const latest = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
  return (
    <Modal open title={t('birthday.title')} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate>
        <p className="pf-muted">{t('birthday.once')}</p>
        <Field
          label={t('personal.birthday')}
          name="dofb"
          type="date"
          max={latest}
          value={dofb}
          onChange={(e) => {
            setDofb(e.target.value);
            setConfirming(false);
            setProblem(null);
          }}
          error={error}
        />
        {confirming && (
          <p className="alert" role="status">
            {t('birthday.confirm', { date: dofb })}
          </p>
        )}
        <div className="pf-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('birthday.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !dofb}>
            {save.isPending ? t('birthday.saving') : confirming ? t('birthday.confirmSave') : t('birthday.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
