import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { FormAlert } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { deviceName, loadCeremony, wasCancelled } from './load';
import { rememberOffer } from './offer';

/**
 * After a password login on a device that can make a passkey (offer.ts): "Sign in faster next time
 * with your fingerprint". Add makes one here; "Not now" is remembered on this device and the offer is
 * never made here again. Either way `onDone` goes on where the login goes.
 */
export function PasskeyOffer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const qc = useQueryClient();
  const [failed, setFailed] = useState(false);
  const add = useSingleFlight({
    mutationFn: async () => (await loadCeremony()).addPasskey(deviceName(t('auth:passkeyOffer.thisDevice')), qc),
    onMutate: () => setFailed(false),
    onSuccess: () => {
      rememberOffer('added');
      onDone();
    },
    onError: (e) => setFailed(!wasCancelled(e)),
  });
  const notNow = () => {
    rememberOffer('declined');
    onDone();
  };
  return (
    <Modal
      open
      title={t('auth:passkeyOffer.title')}
      onClose={onDone}
      closeLabel={t('common:close')}
      footer={
        <>
          <button type="button" className="btn" onClick={notNow}>
            {t('auth:passkeyOffer.notNow')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => add.mutate()} disabled={add.isPending}>
            {add.isPending ? t('auth:passkeyOffer.adding') : t('auth:passkeyOffer.add')}
          </button>
        </>
      }
    >
      <p>{t('auth:passkeyOffer.body')}</p>
      <FormAlert message={failed ? t('auth:passkeyOffer.failed') : null} />
    </Modal>
  );
}
