import './desktop-register.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { serverText } from '../../i18n/server-text';
import { useLoggedIn } from '../../session';
import { FormAlert } from '../../ui/EmptyState';
import { DesktopPage } from '../layout';
import { RegisterStep1 } from './RegisterStep1';
import { RegisterStep2 } from './RegisterStep2';
import { useRegister } from './useRegister';

/** Desktop registration (/register): two steps; Next and Previous keep what was typed. */
export function RegisterPage() {
  const { t } = useTranslation(['desktop', 'auth']);
  const loggedIn = useLoggedIn();
  const r = useRegister(t);
  const { step, created } = r;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // a new step moves focus to the heading (not on the first render)
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const stepProps = { form: r.form, set: r.set, fieldError: r.fieldError, stepError: r.stepError };

  return (
    <DesktopPage className="dk-register">
      <div className="dk-register-card">
        <div className="dk-register-aside" aria-hidden="true">
          <p className="dk-register-kicker">{t('register.kicker')}</p>
          <p className="dk-register-big">{t('register.bonus')}</p>
          <p>{t('register.asideText')}</p>
        </div>
        <div className="dk-register-main">
          <h1 className="dk-h1" ref={headingRef} tabIndex={-1}>
            {t('register.title')}
          </h1>
          <ol className="dk-steps" aria-label={t('register.progress')}>
            <li aria-current={step === 1 ? 'step' : undefined} data-done={step > 1}>
              <span>1</span> {t('register.step1')}
            </li>
            <li aria-current={step === 2 ? 'step' : undefined}>
              <span>2</span> {t('register.step2')}
            </li>
          </ol>
          {created?.loggedIn && loggedIn && (
            <div className="alert alert-success" role="status">
              <strong>{t('register.success')}</strong> <Link to="/">{t('register.toLobby')}</Link> ·{' '}
              <Link to="/account" search={{ tab: 'deposit' }}>
                {t('register.toDeposit')}
              </Link>
            </div>
          )}
          {created && !created.loggedIn && (
            <div className="alert alert-success" role="alert">
              <strong>{t('auth:signup.created')}</strong>
              {created.reason && ` ${serverText(created.reason)}`} {t('auth:signup.createdLogin')} <Link to="/login">{t('auth:signup.toLogin')}</Link>
            </div>
          )}
          <FormAlert message={r.general} />
          {step === 1 ? (
            <RegisterStep1 {...stepProps} onSubmit={r.next} />
          ) : (
            <RegisterStep2
              {...stepProps}
              onSubmit={r.finish}
              captcha={r.captcha}
              onNewCaptcha={r.newCaptcha}
              onPrevious={r.previous}
              pending={r.submit.isPending}
            />
          )}
          <p className="dk-register-login">
            {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
          </p>
        </div>
      </div>
    </DesktopPage>
  );
}
