import { useSingleFlight } from '../../ui/useSingleFlight';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText, mutate } from '../../api';
import { authMutations } from '../../api/calls/auth';
import { loginErrors } from '../../api/form-checks';
import { saveLogin, sessionEndedAt } from '../../session';
import { Field } from '../../ui/Field';
import { AuthScreen } from './AuthScreen';
import { AUTH_NAMESPACES } from './namespaces';
import { safeRedirect } from './redirect';
import { FormAlert } from '../../ui/EmptyState';
import { useIsDesktop } from '../layout';
import { PasskeyOffer, PasskeySignIn, shouldOfferPasskey } from '../passkeys';

export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const navigate = useNavigate();
  // the desktop's sign-up is the two-step register form, as its header's Sign up
  const isDesktop = useIsDesktop();
  const [form, setForm] = useState({ username: '', password: '' });
  // the platform ended the last session here: say so, and go back to where the player was
  const [endedAt] = useState(sessionEndedAt);
  const target = redirect ?? endedAt ?? undefined;
  const [errors, setErrors] = useState<ReturnType<typeof loginErrors>>({});
  // after a password login on a device that can make a passkey: the offer, then on (PasskeyOffer)
  const [offering, setOffering] = useState(false);
  const land = () => navigate({ to: safeRedirect(target) });
  const login = useSingleFlight({
    mutationFn: () => mutate(authMutations.login, { username: form.username.trim(), password: form.password }),
    onSuccess: async (r) => {
      await saveLogin(r);
      if (await shouldOfferPasskey()) setOffering(true);
      else await land();
    },
  });
  // a passkey's login lands where a password's does, with the same session
  const passkeyLogin = async (r: Parameters<typeof saveLogin>[0]) => {
    await saveLogin(r);
    await land();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = loginErrors(form);
    setErrors(errs);
    if (Object.keys(errs).length === 0) login.mutate();
  };
  const failure = login.error ? errorText(login.error, t('auth:login.invalid'), t('auth:login.network')) : null;

  return (
    <AuthScreen
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle')}
      after={
        <>
          {t('auth:login.noAccount')} <Link to={isDesktop ? '/register' : '/signup'}>{t('auth:login.signup')}</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        {endedAt && (
          <p className="alert" role="status">
            {t('auth:sessionEnded.message')}
          </p>
        )}
        <Field
          label={t('auth:fields.username')}
          name="username"
          // the browser offers the site's passkeys among the username's suggestions (PasskeySignIn)
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          value={form.username}
          onChange={(e) => setForm({ ...form, username: e.target.value })}
          error={errors.username ? t(`validation:${errors.username}`) : null}
        />
        <Field
          label={t('auth:fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          revealable
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
          error={errors.password ? t(`validation:${errors.password}`) : null}
        />
        <p className="auth-links">
          <Link to="/forgot-password">{t('auth:login.forgot')}</Link>
        </p>
        <FormAlert message={failure} />
        <button type="submit" className="btn btn-primary btn-block auth-submit" disabled={login.isPending}>
          {login.isPending ? t('auth:login.submitting') : t('auth:login.submit')}
        </button>
      </form>
      <PasskeySignIn onSignedIn={passkeyLogin} />
      {offering && <PasskeyOffer onDone={() => void land()} />}
    </AuthScreen>
  );
}
