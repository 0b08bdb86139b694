import { type Shown, shownFor } from '../lib/shown-numbers';
import { useLang } from './react';

/**
 * Numbers as the screen's language writes them (amounts, counts, Dhaka dates and times, odds). A module
 * of its own: the first screen's amounts need only Money, so the date and count formats load with the
 * screens that show them.
 */
export function useShown(): Shown {
  return shownFor(useLang());
}
