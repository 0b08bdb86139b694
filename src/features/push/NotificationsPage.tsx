import { useEffect, useId, useState } from 'react';
import { PUSH_KINDS, type PushKind, type PushKindSwitches } from '../../api/contract/push';
import { useTranslation } from '../../i18n/react';
import { BackHeader } from '../../ui/BackHeader';
import { Skeleton } from '../../ui/EmptyState';
import { PageMain } from '../../ui/PageMain';
import { askPermission, permission, pushSupport, savedSwitches, saveSwitches } from './device';
import './push.css';

const ALL_OFF: PushKindSwitches = { money: false, bets: false, messages: false, responsible: false };

type Problem = 'ios' | 'unsupported' | 'denied' | 'failed' | 'saveFailed' | null;

/**
 * /notifications (desktop: the account tab): a switch per kind of news for this device. The browser's
 * permission is asked only when the player turns a switch on; a browser that cannot, or a player who
 * blocked it, is told why and how to allow it.
 */
export function NotificationsPage() {
  const { t } = useTranslation('push');
  const support = pushSupport();
  const [kinds, setKinds] = useState<PushKindSwitches | null>(support === 'supported' ? null : ALL_OFF);
  const [problem, setProblem] = useState<Problem>(support === 'supported' ? (permission() === 'denied' ? 'denied' : null) : support);
  const [saving, setSaving] = useState<PushKind | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    savedSwitches()
      .catch(() => null)
      .then((k) => live && setKinds(permission() === 'granted' && k ? k : ALL_OFF));
    return () => {
      live = false;
    };
  }, [support]);

  const toggle = (kind: PushKind, on: boolean) => {
    if (!kinds || saving) return;
    const next = { ...kinds, [kind]: on };
    // the prompt first, while the tap still counts as the player's
    const allowed = on ? askPermission() : Promise.resolve(permission());
    setSaving(kind);
    setProblem(null);
    void allowed
      .then(async (p) => {
        if (on && p !== 'granted') {
          setProblem(p === 'denied' ? 'denied' : null);
          return;
        }
        setKinds((await saveSwitches(next)) ?? ALL_OFF);
      })
      .catch(() => setProblem(on ? 'failed' : 'saveFailed'))
      .finally(() => setSaving(null));
  };

  const blocked = problem === 'ios' || problem === 'unsupported' || problem === 'denied';
  return (
    <PageMain className="page push-page">
      <BackHeader title={t('title')} />
      <p className="push-intro">{t('intro')}</p>
      {problem && (
        <p className={blocked ? 'alert push-note' : 'alert alert-error'} role={blocked ? 'note' : 'alert'} data-testid="push-problem">
          {t(`status.${problem}`)}
        </p>
      )}
      {kinds === null ? (
        <div aria-busy="true">
          <p className="visually-hidden">{t('status.checking')}</p>
          <Skeleton height={240} />
        </div>
      ) : (
        <ul className="push-list">
          {PUSH_KINDS.map((k) => (
            <KindSwitch key={k} kind={k} on={kinds[k]} disabled={blocked || saving !== null} busy={saving === k} onChange={(on) => toggle(k, on)} />
          ))}
        </ul>
      )}
    </PageMain>
  );
}

function KindSwitch({
  kind,
  on,
  disabled,
  busy,
  onChange,
}: {
  kind: PushKind;
  on: boolean;
  disabled: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('push');
  const id = useId();
  return (
    <li className="push-item">
      <label htmlFor={id} className="push-label">
        <span className="push-name">{t(`kinds.${kind}.label`)}</span>
        <span className="push-hint" id={`${id}-hint`}>
          {busy ? t('status.saving') : t(`kinds.${kind}.hint`)}
        </span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="push-switch"
        checked={on}
        aria-checked={on}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        aria-busy={busy}
        onChange={(e) => onChange(e.target.checked)}
      />
    </li>
  );
}
