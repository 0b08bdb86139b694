import { txType } from './logic';

export const STATUS_TONE = ['pending', 'success', 'danger'] as const;

/** The i18n key naming a transaction's action (bonus shown as such, filed under adjustment). */
export function actionKey(action: string): string {
  if (action === 'bonus') return 'tx.bonus';
  return `tx.${txType(action)}`;
}
