import { Component, type ReactNode, useLayoutEffect } from 'react';
import { t } from '../i18n';
import { hideSplash } from '../boot/splash';

/** A way back instead of a blank page; it also takes the splash away (no shell may ever mount). */
export function CrashScreen() {
  useLayoutEffect(hideSplash, []);
  return (
    <main className="page" role="alert">
      <h1 className="page-title">{t('common:crash.title')}</h1>
      <p>{t('common:crash.body')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.assign('/')}>
        {t('common:crash.home')}
      </button>
    </main>
  );
}

/** The last net: a screen that throws outside the router's own boundaries shows the crash screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('screen failed', error);
  }

  render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
