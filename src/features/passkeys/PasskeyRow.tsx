import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api';
import { passkeyMutations } from '../../api/calls/passkeys';
import { mutate } from '../../api/calls/describe-mutation';
import { PASSKEY_NAME_MAX, type Passkey } from '../../api/contract/passkeys';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { useShown } from '../../i18n/use-shown';
import { FormAlert } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { useSingleFlight } from '../../ui/useSingleFlight';

/** One passkey of the list: its name and dates, a new name in place, and the way to remove it. */
export function PasskeyRow({ passkey: k, onRemove, onRenamed }: { passkey: Passkey; onRemove: () => void; onRenamed: (message: string) => void }) {
  const { t } = useTranslation('profile');
  const fmt = useShown();
  const [renaming, setRenaming] = useState(false);
  if (renaming)
    return (
      <li className="pk-item" data-testid="passkey">
        <RenameForm
          passkey={k}
          onDone={(message) => {
            setRenaming(false);
            if (message) onRenamed(message);
          }}
        />
      </li>
    );
  return (
    <li className="pk-item" data-testid="passkey">
      <div className="pk-item-text">
        <strong className="pk-name">{k.name}</strong>
        <span className="pk-when">
          {t('passkeys.created')}: {fmt.dateTimeZone(k.created_at)}
        </span>
        <span className="pk-when">
          {t('passkeys.lastUsed')}: {k.last_used_at ? fmt.dateTimeZone(k.last_used_at) : t('passkeys.never')}
        </span>
        {k.synced && <span className="pk-when">{t('passkeys.synced')}</span>}
      </div>
      <div className="pk-item-actions">
        <button type="button" className="btn" onClick={() => setRenaming(true)} aria-label={t('passkeys.renameNamed', { name: k.name })}>
          {t('passkeys.rename')}
        </button>
        <button type="button" className="btn" onClick={onRemove} aria-label={t('passkeys.removeNamed', { name: k.name })}>
          {t('passkeys.remove')}
        </button>
      </div>
    </li>
  );
}

/** The name field in the row's place; Escape or Cancel keeps the old name. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (message: string | null) => void }) {
  const { t } = useTranslation('profile');
  const qc = useQueryClient();
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useSingleFlight({
    mutationFn: (next: string) => mutate(passkeyMutations.rename, { id: passkey.id, name: next }, qc),
    onMutate: () => setProblem(null),
    onSuccess: (r) => onDone(r.message ? serverText(r.message) : t('passkeys.renamed')),
    onError: (e) => setProblem(errorText(e, t('passkeys.failed'), t('passkeys.network'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = name.trim();
    if (!next) setProblem(t('passkeys.needName'));
    else if (next === passkey.name) onDone(null);
    else rename.mutate(next);
  };
  return (
    <form
      className="pk-rename"
      onSubmit={submit}
      noValidate
      aria-label={t('passkeys.renameNamed', { name: passkey.name })}
      onKeyDown={(e) => e.key === 'Escape' && onDone(null)}
    >
      <Field label={t('passkeys.name')} name="passkey-rename" maxLength={PASSKEY_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      <FormAlert message={problem} />
      <div className="pk-remove-actions">
        <button type="submit" className="btn btn-primary" disabled={rename.isPending}>
          {rename.isPending ? t('passkeys.saving') : t('passkeys.save')}
        </button>
        <button type="button" className="btn" onClick={() => onDone(null)}>
          {t('passkeys.cancel')}
        </button>
      </div>
    </form>
  );
}
