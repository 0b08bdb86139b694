import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useWords } from '../../i18n/words';
import { serverText } from '../../i18n/server-text';
import { errorText, mutate } from '../../api';
import { profileMutations } from '../../api/calls/profile';
import { changePasswordError } from '../../api/form-checks';
import { Field } from '../../ui/Field';
import { endSession } from '../../session';
import { MemberHeader } from '../account';
import { passwordRules } from './password-rules';
import './profile.css';
import { PageMain, PageTitle } from '../../ui/PageMain';

const LOGIN_REDIRECT_MS = 1500;

/** /reset-password: the member password change. The list shows the rule that is really checked. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['profile', 'validation']);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [problem, setProblem] = useWords(t);
  const [success, setSuccess] = useWords(t);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useSingleFlight({
    mutationFn: () => mutate(profileMutations.changePassword, { old_password: form.current, new_password: form.next, new_password_confirmation: form.confirm }),
    onSuccess: async (r) => {
      setSuccess((t) => (r.message ? serverText(r.message) : t('password.changed')));
      // the server has revoked every token: end the stored session now, then go to /login after 1.5 s
      await endSession('passwordChanged', {
        queryClient: qc,
        go: () => {
          timer.current = setTimeout(() => void navigate({ to: '/login', replace: true }), LOGIN_REDIRECT_MS);
        },
      });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending || success) return;
    const err = changePasswordError(form);
    setProblem(err ? (t) => t(`validation:${err}`) : null);
    if (!err) change.mutate();
  };
  const failure = change.error ? errorText(change.error, t('password.failed'), t('password.error')) : null;
  const rules = passwordRules(form.next);

  return (
    <PageMain className="page profile-page">
      <MemberHeader />
      <PageTitle className="page-title">{t('password.title')}</PageTitle>
      <form className="pf-card" onSubmit={submit} noValidate>
        <Field
          label={t('password.current')}
          name="current-password"
          type="password"
          autoComplete="current-password"
          revealable
          value={form.current}
          onChange={(e) => setForm({ ...form, current: e.target.value })}
        />
        <Field
          label={t('password.new')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          revealable
          value={form.next}
          onChange={(e) => setForm({ ...form, next: e.target.value })}
        />
        <Field
          label={t('password.confirm')}
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          revealable
          value={form.confirm}
          onChange={(e) => setForm({ ...form, confirm: e.target.value })}
        />
        <div className="pw-rules">
          <p id="pw-rules-title">{t('password.requirements')}</p>
          <ul aria-labelledby="pw-rules-title">
            {rules.map((r) => (
              <li key={r.key} data-met={r.met ? 'true' : undefined}>
                <span aria-hidden="true">{r.met ? '✓' : '•'}</span> {t(`password.rule.${r.key}`)}
                <span className="visually-hidden">{r.met ? ` (${t('password.met')})` : ''}</span>
              </li>
            ))}
          </ul>
        </div>
        {(problem || failure) && (
          <p className="alert alert-error" role="alert">
            {problem ?? failure}
          </p>
        )}
        {success && (
          <p className="alert alert-success" role="status">
            {success}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={change.isPending || !!success}>
          {change.isPending ? t('password.saving') : t('password.submit')}
        </button>
      </form>
    </PageMain>
  );
}
