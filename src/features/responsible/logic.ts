import type { LimitPeriod, LimitStateItem, RgHistoryItem } from '../../api/contract/responsible';
import type { TFunction } from '../../i18n';
import { DHAKA_LABEL, dhakaDateTime } from '../../lib/dhaka-time';
import { latinDigits } from '../../lib/digits';
import { formatTaka } from '../../lib/money';

/** An instant as the page writes it: "2026-11-26 00:00 GMT+6". */
export const dhakaText = (iso: string | number): string => `${dhakaDateTime(iso)} ${DHAKA_LABEL}`;

/** What a limit field starts with: the amount the player last asked for (a waiting change, else the one in force). */
export function fieldValue(l: LimitStateItem): string {
  const target = l.pending ? l.pending.amount : l.amount;
  return target === null ? '' : target.replace(/\.00$/, '');
}

/** A limit field's text as the wire's amount ('' = no limit), or undefined when it is not an amount. */
export function parseLimit(text: string): string | undefined {
  const s = latinDigits(text).replace(/[,\s৳]/g, '');
  if (s === '') return '';
  return /^\d{1,9}(\.\d{1,2})?$/.test(s) ? s : undefined;
}

/** Two wire amounts that mean the same taka ("1000" and "1000.00"); '' and null both mean no limit. */
function sameAmount(a: string | null, b: string | null): boolean {
  const n = (x: string | null) => (x === null || x === '' ? null : Math.round(Number(x) * 100));
  return n(a) === n(b);
}

/** The periods whose field changed from what it started with: what the save sends (null = remove). */
export function changedLimits(limits: readonly LimitStateItem[], values: Record<string, string>): Partial<Record<LimitPeriod, string | null>> {
  const out: Partial<Record<LimitPeriod, string | null>> = {};
  for (const l of limits) {
    const typed = parseLimit(values[l.period] ?? '');
    if (typed === undefined) continue;
    if (!sameAmount(typed, fieldValue(l))) out[l.period] = typed === '' ? null : typed;
  }
  return out;
}

/** The deposit limit that leaves the least in its period, for the deposit screen's note. */
export function tightestDeposit(limits: readonly LimitStateItem[]): LimitStateItem | null {
  let best: LimitStateItem | null = null;
  for (const l of limits) {
    if (l.left === null) continue;
    if (!best || Number(l.left) < Number(best.left)) best = l;
  }
  return best;
}

const amountOrNone = (t: TFunction, x: string | null) => (x === null ? t('history.none') : formatTaka(x));

/** One history row in the player's words. */
export function historyLine(t: TFunction, h: RgHistoryItem): string {
  const kind = h.kind === 'loss' ? t('history.kindLoss') : t('history.kindDeposit');
  const period = h.period ? t(`periodLower.${h.period}`) : '';
  const effective = h.effective_at ? dhakaText(h.effective_at) : '';
  if (h.action === 'self_exclusion' && !h.effective_at) return t('history.self_exclusion_permanent');
  if (h.action === 'reality_check') return t('history.reality_check', { detail: t(REALITY_LABEL[h.detail ?? '0'] ?? 'reality.off') });
  return t(`history.${h.action}`, {
    kind,
    period,
    old: amountOrNone(t, h.old_amount),
    next: amountOrNone(t, h.new_amount),
    effective,
    detail: h.detail ?? '',
    defaultValue: h.action,
  });
}

/** The reality-check choice a history row's detail (minutes) names. */
export const REALITY_LABEL: Record<string, string> = { 0: 'reality.off', 30: 'reality.every30', 60: 'reality.every60' };
