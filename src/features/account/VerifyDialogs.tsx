import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useWords } from '../../i18n/words';
import { errorText, mutate } from '../../api';
import { AddPhoneRules, firstErrorOf } from '../../api/contract/form-rules';
import { profileMutations } from '../../api/calls/profile';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useCodeCooldown, useVerification } from './hooks';
import { formatMSS } from './verification';
import './account.css';
import { digitsOnly } from '../../lib/digits';

/** Which verification popup is open: the contact overview, one of the code flows, or adding a phone. */
export type VerifyTarget = { kind: 'contact' } | { kind: 'phone' } | { kind: 'email' } | { kind: 'extra'; phone: string } | { kind: 'add' };

/** The verification popups of the profile and the member header, driven by one piece of state. */
export function VerifyDialogs({
  target,
  onChange,
  onDone,
}: {
  target: VerifyTarget | null;
  onChange: (t: VerifyTarget | null) => void;
  onDone?: (msg: string) => void;
}) {
  const { t } = useTranslation('account');
  const v = useVerification();
  const qc = useQueryClient();
  // the verify call fetched the player's details and numbers again before it answered
  const finish = (msg: string) => {
    onChange(null);
    onDone?.(msg);
  };
  if (!target) return null;
  const close = () => onChange(null);
  if (target.kind === 'contact') {
    return (
      <Modal open title={t('verify.contactTitle')} onClose={close} closeLabel={t('close')}>
        <p className="acc-muted">{t('verify.contactIntro')}</p>
        <ul className="verify-list">
          <li>
            <span>
              <strong>{t('verify.phone')}</strong>
              <span className="acc-muted">{v.user?.phone}</span>
            </span>
            {v.phoneVerified ? (
              <span className="tag tag-ok">{t('verify.verified')}</span>
            ) : (
              <button type="button" className="btn" onClick={() => onChange({ kind: 'phone' })}>
                {t('verify.verifyPhone')}
              </button>
            )}
          </li>
          <li>
            <span>
              <strong>{t('verify.email')}</strong>
              <span className="acc-muted">{v.user?.email}</span>
            </span>
            {v.emailVerified ? (
              <span className="tag tag-ok">{t('verify.verified')}</span>
            ) : (
              <button type="button" className="btn" onClick={() => onChange({ kind: 'email' })}>
                {t('verify.verifyEmail')}
              </button>
            )}
          </li>
        </ul>
      </Modal>
    );
  }
  if (target.kind === 'add') return <AddPhoneDialog onClose={close} onAdded={(phone) => onChange({ kind: 'extra', phone })} />;
  if (target.kind === 'email') {
    const email = v.user?.email ?? '';
    return (
      <CodeDialog
        title={t('verify.emailTitle')}
        destination={email}
        cooldownKey={`email:${email}`}
        codeLabel={t('verify.code')}
        send={() => mutate(profileMutations.sendVerificationCode, { email })}
        verify={(code) => mutate(profileMutations.verifyEmail, { code }, qc)}
        sendFallback={t('verify.failedToSend')}
        onClose={close}
        onVerified={() => finish(t('verify.emailDone'))}
      />
    );
  }
  const phone = target.kind === 'extra' ? target.phone : (v.user?.phone ?? '');
  const extra = target.kind === 'extra';
  return (
    <CodeDialog
      title={extra ? t('verify.extraTitle') : t('verify.phoneTitle')}
      destination={phone}
      cooldownKey={`phone:${phone}`}
      codeLabel={t('verify.code')}
      send={() => (extra ? mutate(profileMutations.addSendCode, { phone }) : mutate(profileMutations.sendVerificationCode, { phone }))}
      verify={(code) =>
        extra ? mutate(profileMutations.addVerifyPhone, { verification_code: code }, qc) : mutate(profileMutations.verifyPhone, { verification_code: code }, qc)
      }
      sendFallback={t('verify.failedToSend')}
      onClose={close}
      onVerified={() => finish(t('verify.phoneDone'))}
    />
  );
}

function CodeDialog(p: {
  title: string;
  destination: string;
  cooldownKey: string;
  codeLabel: string;
  send: () => Promise<unknown>;
  verify: (code: string) => Promise<unknown>;
  sendFallback: string;
  onClose: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation('account');
  const fmt = useShown();
  const [code, setCode] = useState('');
  const [sentMsg, setSentMsg] = useWords(t);
  const cooldown = useCodeCooldown(p.cooldownKey);
  const send = useSingleFlight({
    mutationFn: p.send,
    onSuccess: () => {
      cooldown.start();
      setSentMsg((t) => t('verify.sent', { destination: p.destination }));
    },
  });
  const verify = useSingleFlight({ mutationFn: () => p.verify(code.trim()), onSuccess: p.onVerified });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    // the error shown is the one of the action just taken, not an older failed send
    send.reset();
    verify.mutate();
  };
  const error = send.error
    ? errorText(send.error, p.sendFallback, t('verify.network'))
    : verify.error
      ? errorText(verify.error, t('verify.failedToVerify'), t('verify.network'))
      : null;
  return (
    <Modal open title={p.title} onClose={p.onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate className="code-form">
        <p className="acc-muted">{t('verify.sendTo', { destination: p.destination })}</p>
        <div className="code-send">
          {cooldown.secondsLeft > 0 ? (
            <span className="countdown" role="timer" aria-label={t('verify.resendIn', { time: formatMSS(cooldown.secondsLeft) })}>
              {fmt.digits(formatMSS(cooldown.secondsLeft))}
            </span>
          ) : (
            <button
              type="button"
              className="btn"
              disabled={send.isPending}
              onClick={() => {
                verify.reset();
                send.mutate();
              }}
            >
              {send.isPending ? t('verify.sending') : sentMsg ? t('verify.resend') : t('verify.sendCode')}
            </button>
          )}
        </div>
        {sentMsg && !error && (
          <p className="success-text" role="status">
            {sentMsg}
          </p>
        )}
        <Field
          label={p.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(digitsOnly(e.target.value))}
        />
        {error && (
          <div className="alert alert-error" role="alert">
            <strong>{t('error')}</strong> {error}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={verify.isPending || code.length === 0}>
          {verify.isPending ? t('verify.verifying') : t('verify.submit')}
        </button>
      </form>
    </Modal>
  );
}

function AddPhoneDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (phone: string) => void }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useWords(t);
  const add = useSingleFlight({
    mutationFn: () => mutate(profileMutations.addNumber, { phone }, qc),
    onSuccess: () => {
      onAdded(phone);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = firstErrorOf(AddPhoneRules, { phone });
    if (invalid) {
      setProblem((t) => t(invalid));
      return;
    }
    setProblem(null);
    if (!add.isPending) add.mutate();
  };
  const error = problem ?? (add.error ? errorText(add.error, t('verify.failedToAdd'), t('verify.network')) : null);
  return (
    <Modal open title={t('verify.addTitle')} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate>
        <p className="acc-muted">{t('verify.addIntro')}</p>
        <Field
          label={t('verify.newPhone')}
          name="phone"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="01XXXXXXXXX"
          value={phone}
          onChange={(e) => setPhone(digitsOnly(e.target.value))}
          error={error}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={add.isPending}>
          {add.isPending ? t('verify.adding') : t('verify.add')}
        </button>
      </form>
    </Modal>
  );
}
