import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api';
import type { Passkey } from '../../api/contract/passkeys';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { FormAlert } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { loadCeremony, wasCancelled } from './load';

/**
 * Removing a passkey is confirmed with the password or with a passkey of the player's (the browser's
 * dialog): a phone left unlocked with the app open does not let anyone take the player's way in away.
 */
export function RemovePasskeyDialog({ passkey, onClose, onRemoved }: { passkey: Passkey; onClose: () => void; onRemoved: (message: string) => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const qc = useQueryClient();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useSingleFlight({
    mutationFn: async (proof: { password: string } | 'passkey') => (await loadCeremony()).removePasskey(passkey.id, proof, qc),
    onMutate: () => setProblem(null),
    onSuccess: (r) => {
      onRemoved(r.message ? serverText(r.message) : t('passkeys.removed'));
    },
    onError: (e) => {
      if (!wasCancelled(e)) setProblem(errorText(e, t('passkeys.failed'), t('passkeys.network')));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) setProblem(t('passkeys.needPassword'));
    else remove.mutate({ password });
  };
  return (
    <Modal open title={t('passkeys.removeTitle')} onClose={onClose} closeLabel={t('common:close')}>
      <form className="pk-remove" onSubmit={submit} noValidate>
        <p>{t('passkeys.removeBody', { name: passkey.name })}</p>
        <Field
          label={t('passkeys.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          revealable
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormAlert message={problem} />
        <div className="pk-remove-actions">
          <button type="submit" className="btn btn-primary" disabled={remove.isPending}>
            {remove.isPending ? t('passkeys.removing') : t('passkeys.confirmPassword')}
          </button>
          <button type="button" className="btn" onClick={() => remove.mutate('passkey')} disabled={remove.isPending}>
            {t('passkeys.withPasskey')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('passkeys.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
