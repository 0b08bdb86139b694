import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText, isApiError } from '../../api';
import { authQueries } from '../../api/calls/auth';
import type { TFunction } from '../../i18n';
import { serverText } from '../../i18n/server-text';
import { useWords } from '../../i18n/words';
import { useSession } from '../../session';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { createAccount, keepNewAccount } from './create-account';
import { EMPTY_REGISTER, type RegisterForm, STEP1_FIELDS, type StepError, signupPayload, step1Error, step2Error } from './register-rules';

/** Server field names mapped onto the desktop form's fields that show an error; any other goes to the general alert. */
const FIELD_OF: Record<string, keyof RegisterForm> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  referral_code: 'friendReferCode',
  name: 'realName',
  phone: 'phoneNumber',
  email: 'email',
  captcha: 'captcha',
};

/**
 * The desktop registration's state: the two steps' form (Next and Previous keep what was typed), the
 * step checks, the sign-up call and where the server's refusals show.
 */
export function useRegister(t: TFunction) {
  const session = useSession();
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState<RegisterForm>(() => ({ ...EMPTY_REGISTER, friendReferCode: session.referral_code || session.affiliate_code || '' }));
  const [stepError, setStepError] = useState<StepError | null>(null);
  /** the server's words about a field, as sent: shown in the player's language (serverText) */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof RegisterForm, string>>>({});
  const fieldError = (k: keyof RegisterForm) => (fieldErrors[k] ? serverText(fieldErrors[k]) : undefined);
  const [general, setGeneral] = useWords(t);
  /** the account was made: logged in, or not (the automatic login failed, for the server's reason if it gave one) */
  const [created, setCreated] = useState<{ loggedIn: boolean; reason: string | null } | null>(null);
  const captcha = useQuery({ ...authQueries.captcha('desktop-register'), enabled: step === 2 });
  const set = <K extends keyof RegisterForm>(k: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [k]: value }));
    setFieldErrors((e) => ({ ...e, [k]: undefined }));
  };
  const newCaptcha = () => {
    set('captcha', '');
    void captcha.refetch();
  };

  const submit = useSingleFlight({
    mutationFn: async () => {
      const payload = signupPayload(form, captcha.data?.id ?? '', session.agent_code ?? '');
      return createAccount(payload);
    },
    onSuccess: async (r) => {
      await keepNewAccount(r);
      setForm({ ...EMPTY_REGISTER });
      setFieldErrors({});
      setStep(1);
      setCreated({ loggedIn: !!r.login, reason: r.reason });
    },
    onError: (e) => {
      // a captcha is good for one try: the next attempt needs a new image
      newCaptcha();
      const errs = isApiError(e) ? (e.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      const entries = Object.entries(errs ?? {});
      setFieldErrors(Object.fromEntries(entries.flatMap(([k, m]) => (FIELD_OF[k] ? [[FIELD_OF[k], m[0] ?? '']] : []))));
      // a field this form does not have: its message goes to the general alert, not under another field
      const other = entries.filter(([k]) => !FIELD_OF[k]).map(([, m]) => m[0] ?? '');
      const onFields = entries.some(([k]) => FIELD_OF[k]);
      if (other.join('').trim()) setGeneral(() => other.map(serverText).join(' ').trim());
      else setGeneral(onFields ? null : (t) => errorText(e, t('auth:signup.failed'), t('auth:signup.network')));
      if (entries.some(([k]) => (STEP1_FIELDS as readonly string[]).includes(k))) setStep(1);
    },
  });

  const next = (e: FormEvent) => {
    e.preventDefault();
    const err = step1Error(form);
    setStepError(err);
    if (!err) {
      setCreated(null);
      setStep(2);
    }
  };
  const finish = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    const err = step2Error(form);
    setStepError(err);
    if (!err) submit.mutate();
  };
  const previous = () => {
    setStepError(null);
    setStep(1);
  };

  return { step, form, set, fieldError, stepError, general, created, captcha, newCaptcha, submit, next, finish, previous };
}
