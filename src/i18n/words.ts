import { useCallback, useState } from 'react';
import type { TFunction, Words } from './index';

/**
 * A screen's message (an error, a notice) kept until replaced, written in the current language on
 * every render: after a language switch the player reads it again in the language chosen. `t` is
 * the screen's own (its namespaces). The setter takes Words, never an updater.
 */
export function useWords(t: TFunction): [string | null, (words: Words | null) => void] {
  const [kept, keep] = useState<{ words: Words } | null>(null);
  const set = useCallback((words: Words | null) => keep(words && { words }), []);
  return [kept ? kept.words(t) : null, set];
}
