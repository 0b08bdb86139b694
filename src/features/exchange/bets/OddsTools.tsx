import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useShown } from '../../../i18n/use-shown';
import { formatTaka } from '../../../lib/money';
import { QUICK_STAKES, setBetPrefs, useBetPrefs } from './prefs';

/** One-click betting (off by default) and its stake, kept on this device. */
export function OneClickSettings() {
  const { t } = useTranslation('exchange');
  const fmt = useShown();

  const prefs = useBetPrefs();
  const id = useId();
  return (
    <fieldset className="xc-tools" aria-describedby={`${id}-hint`}>
      <legend className="visually-hidden">{t('oneClick.title')}</legend>
      <label>
        <input type="checkbox" checked={prefs.oneClick} onChange={(e) => setBetPrefs({ oneClick: e.target.checked })} />
        {t('oneClick.toggle')}
      </label>
      <label>
        {t('oneClick.stake')}
        <select value={prefs.oneClickStake} onChange={(e) => setBetPrefs({ oneClickStake: Number(e.target.value) })}>
          {QUICK_STAKES.map((q) => (
            <option key={q} value={q}>
              {fmt.digits(formatTaka(q).replace(/\.00$/, ''))}
            </option>
          ))}
        </select>
      </label>
      <small id={`${id}-hint`} className="visually-hidden">
        {t('oneClick.hint')}
      </small>
    </fieldset>
  );
}

/** The stream frame, or a bar in its place when the player collapsed it (remembered on the device). */
export function CollapsibleStream({ children }: { children: ReactNode }) {
  const { t } = useTranslation('exchange');
  const { streamCollapsed } = useBetPrefs();
  return (
    <>
      <div className="xc-stream-bar">
        <span>{streamCollapsed ? t('stream.bar') : t('odds.stream')}</span>
        <button type="button" className="btn" aria-expanded={!streamCollapsed} onClick={() => setBetPrefs({ streamCollapsed: !streamCollapsed })}>
          {streamCollapsed ? t('stream.expand') : t('stream.collapse')}
        </button>
      </div>
      {!streamCollapsed && children}
    </>
  );
}
