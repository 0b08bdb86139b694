import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { errorText, mutate } from '../../api';
import { authMutations } from '../../api/calls/auth';
import { forgotError, resetError } from '../../api/form-checks';
import type { TFunction } from '../../i18n';
import { useWords } from '../../i18n/words';
import { latinDigits } from '../../lib/digits';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { useCaptcha } from './Captcha';

export type ForgotMode = 'email' | 'sms';
const REDIRECT_AFTER_RESET_MS = 1500;

export type ForgotFieldName = 'username' | 'email' | 'phone' | 'otp' | 'password' | 'confirm';
/** The field each of the spec's checks is about: its message shows under that field. */
const FIELD_OF_CHECK: Record<string, ForgotFieldName> = {
  enterEmail: 'email',
  enterPhone: 'phone',
  enterUsername: 'username',
  enterOtp: 'otp',
  newPasswordRule: 'password',
  confirmNewPassword: 'confirm',
  passwordsMismatchDot: 'confirm',
};

const EMPTY_FORGOT = { username: '', email: '', phone: '', country: '+880', otp: '', password: '', confirm: '' };
export type ForgotForm = typeof EMPTY_FORGOT;

/** Once the password is changed, the player is taken to the login a moment later. */
function useRedirectAfterReset(changed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!changed) return;
    const id = setTimeout(() => void navigate({ to: '/login' }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(id);
  }, [changed, navigate]);
}

/**
 * The forgotten password's state: the two steps' form (asking for a code by e-mail or SMS, then the code
 * and the new password), the checks, the two calls and where their messages show.
 */
export function useForgotPassword(t: TFunction) {
  const [mode, setMode] = useState<ForgotMode>('email');
  const [step, setStep] = useState<'request' | 'otp'>('request');
  const [f, setF] = useState(EMPTY_FORGOT);
  /** the server's answer or a general problem: the form's alert */
  const [error, setError] = useWords(t);
  /** a check about one field: shown under it, which is marked invalid */
  const [invalid, setInvalid] = useState<{ field: ForgotFieldName; key: string } | null>(null);
  const [success, setSuccess] = useWords(t);

  const captcha = useCaptcha('forgot-sms', mode === 'sms');
  const byEmail = { type: 'email', email: f.email.trim(), username: f.username.trim() } as const;
  const send = useSingleFlight({
    mutationFn: () =>
      mutate(
        authMutations.forgotPassword,
        mode === 'email' ? byEmail : { type: 'sms', phone: `${f.country}${f.phone.trim()}`, username: f.username.trim(), ...captcha.sent() },
      ),
    onSuccess: () => {
      setError(null);
      // English keeps the spec's words (email / sms); Bangla gets its own
      setSuccess((t) => t('auth:forgot.sent', { channel: t(`auth:forgot.channel.${mode}`) }));
      setStep('otp');
    },
    onError: (e) => {
      if (mode === 'sms') captcha.renew();
      setError((t) => errorText(e, t('auth:forgot.sendFailed'), t('auth:forgot.sendError')));
    },
  });
  const reset = useSingleFlight({
    mutationFn: () =>
      mutate(authMutations.resetPassword, { otp: f.otp.trim(), password: f.password, password_confirmation: f.confirm, username: f.username.trim() }),
    onSuccess: () => {
      setError(null);
      setSuccess((t) => t('auth:forgot.changed'));
    },
    onError: (e) => setError((t) => errorText(e, t('auth:forgot.resetFailed'), t('auth:forgot.resetError'))),
  });
  useRedirectAfterReset(reset.isSuccess);

  /** Shows a check's message under its field (or in the form's alert); true when there is none. */
  const passes = (key: string | null): boolean => {
    const field = key ? FIELD_OF_CHECK[key] : undefined;
    setInvalid(key && field ? { field, key } : null);
    setError(key && !field ? (t) => t(`validation:${key}`) : null);
    return !key;
  };
  const fieldError = (k: ForgotFieldName) => (invalid?.field === k ? t(`validation:${invalid.key}`) : null);
  const onSend = (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    if (passes(forgotError({ mode, ...f }))) send.mutate();
  };
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (passes(resetError(f))) reset.mutate();
  };
  const chooseMode = (m: ForgotMode) => {
    setMode(m);
    setError(null);
    setInvalid(null);
  };
  /** a wrong or expired code, or a mistyped address: back to the first step with what was typed */
  const backToRequest = () => {
    setStep('request');
    setF((x) => ({ ...x, otp: '' }));
    setError(null);
    setInvalid(null);
    setSuccess(null);
    reset.reset();
  };
  // a Bangla keyboard's digits in the phone number and the code are read as 0-9; a password is kept as
  // typed, since login compares it as typed
  const set = (k: keyof ForgotForm) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: k === 'password' || k === 'confirm' ? e.target.value : latinDigits(e.target.value) }));

  return { mode, chooseMode, step, f, set, fieldError, error, success, captcha, send, reset, onSend, onConfirm, backToRequest };
}

export type ForgotPassword = ReturnType<typeof useForgotPassword>;
