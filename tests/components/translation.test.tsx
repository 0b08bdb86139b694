// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import bnCommon from '../../src/i18n/locales/bn/common.json';
import bnExchange from '../../src/i18n/locales/bn/exchange.json';
import enCommon from '../../src/i18n/locales/en/common.json';
import { initI18n, setLanguage } from '../../src/i18n';
import { useTranslation } from '../../src/i18n/react';

function Back() {
  const { t, i18n } = useTranslation(['exchange', 'common']);
  return (
    <p lang={i18n.language}>
      {t('odds.back')} · {t('common:language.label')}
    </p>
  );
}

/** A screen waits (Suspense) for its namespaces, then follows a language switch without suspending again. */
describe('useTranslation', () => {
  afterEach(cleanup);

  it('suspends until its namespaces load, then re-renders in Bangla when the language changes', async () => {
    await initI18n('en');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Back />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText(`Back · ${enCommon.language.label}`)).toBeTruthy();
    await act(() => setLanguage('bn'));
    expect(screen.getByText(`${bnExchange.odds.back} · ${bnCommon.language.label}`).getAttribute('lang')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    await act(() => setLanguage('en'));
  });
});
