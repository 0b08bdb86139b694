import { UnreadBadge, UnreadWords } from './UnreadBadge';
import { useUnreadCount } from './useUnreadCount';

/**
 * The unread count for the app shell (bottom bar, drawer, desktop header), loaded after the first
 * paint and only for a logged-in player: it carries the API registry, which the guest's first
 * screen does without. Each reads the one inbox poll job.
 */
export default function ShellUnreadBadge({ wordsApart = false }: { wordsApart?: boolean }) {
  return <UnreadBadge count={useUnreadCount()} wordsApart={wordsApart} />;
}

export function ShellUnreadWords() {
  return <UnreadWords count={useUnreadCount()} />;
}
