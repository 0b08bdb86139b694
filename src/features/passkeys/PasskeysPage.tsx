import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api';
import { PASSKEY_NAME_MAX, type Passkey } from '../../api/contract/passkeys';
import { passkeyQueries } from '../../api/calls/passkeys';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { BackHeader } from '../../ui/BackHeader';
import { EmptyState, FormAlert, Skeleton } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { PageMain } from '../../ui/PageMain';
import { QueryState } from '../../ui/QueryState';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { canUsePasskeys, deviceName, loadCeremony, wasCancelled } from './load';
import { rememberOffer } from './offer';
import { PasskeyRow } from './PasskeyRow';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';
import './passkeys.css';

/** /passkeys (desktop: the account tab): add a passkey of this device, see the player's passkeys, rename or remove one. */
export function PasskeysPage() {
  const { t } = useTranslation(['profile', 'records']);
  const list = useQuery(passkeyQueries.list());
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <PageMain className="page pk-page">
      <BackHeader title={t('passkeys.title')} />
      <p className="pk-intro">{t('passkeys.intro')}</p>
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      <QueryState query={list} loading={<Skeleton height={160} />} error={(e) => errorText(e, t('passkeys.loadError'), t('passkeys.network'))}>
        {(a) => (
          <>
            <AddPasskey count={a.data.length} max={a.max} onAdded={(m) => setDone(m)} />
            <h2 className="pk-h">{t('passkeys.count', { n: a.data.length, max: a.max })}</h2>
            {a.data.length === 0 ? (
              <EmptyState>{t('passkeys.empty')}</EmptyState>
            ) : (
              <ul className="pk-list">
                {a.data.map((k) => (
                  <PasskeyRow key={k.id} passkey={k} onRemove={() => setRemoving(k)} onRenamed={setDone} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      {removing && (
        <RemovePasskeyDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(m) => {
            setRemoving(null);
            setDone(m);
          }}
        />
      )}
    </PageMain>
  );
}

/** The name field and the button that opens the browser's dialog; full at `max`. */
function AddPasskey({ count, max, onAdded }: { count: number; max: number; onAdded: (message: string) => void }) {
  const { t } = useTranslation('profile');
  const qc = useQueryClient();
  const [name, setName] = useState(() => deviceName(t('passkeys.defaultName')));
  const [failure, setFailure] = useState<unknown>(null);
  const add = useSingleFlight({
    mutationFn: async () => {
      if (!canUsePasskeys()) throw new Error('unsupported');
      return (await loadCeremony()).addPasskey(name.trim() || deviceName(t('passkeys.defaultName')), qc);
    },
    onMutate: () => setFailure(null),
    onSuccess: (r) => {
      rememberOffer('added');
      onAdded(r.message ? serverText(r.message) : t('passkeys.added'));
    },
    onError: (e) => {
      if (!wasCancelled(e)) setFailure(e);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  if (count >= max) return <p className="alert">{t('passkeys.max', { max })}</p>;
  const message = failure
    ? failure instanceof Error && failure.message === 'unsupported'
      ? t('passkeys.unsupported')
      : errorText(failure, t('passkeys.failed'), t('passkeys.network'))
    : null;
  return (
    <form className="pk-card" onSubmit={submit} noValidate aria-label={t('passkeys.add')}>
      <Field label={t('passkeys.name')} name="passkey-name" maxLength={PASSKEY_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
      <FormAlert message={message} />
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
      </button>
    </form>
  );
}
