import { Component, type ReactNode } from 'react';
import { t } from '../i18n';
import { hideSplash } from './splash';

/** The last net: a screen that throws shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('screen failed', error);
    hideSplash();
  }

  render() {
    if (!this.state.failed) return this.props.children;
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
}
