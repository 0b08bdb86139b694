import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every impact, minor included: a role a form may not take was minor, and screen readers still misread it. */
const COUNTED = new Set(['minor', 'moderate', 'serious', 'critical']);

/**
 * axe's findings on the page as it is now, each as "rule: the elements it names". `exclude`: parts that
 * are not ours (a selector, or a frame's selector then one inside it).
 */
export async function axeIssues(page: Page, exclude: Parameters<AxeBuilder['exclude']>[0][] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const sel of exclude) builder.exclude(sel);
  const r = await builder.analyze();
  return r.violations.filter((v) => COUNTED.has(v.impact ?? '')).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
