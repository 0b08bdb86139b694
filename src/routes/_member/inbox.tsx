import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { InboxPage } from '../../features/inbox';

export const Route = createFileRoute('/_member/inbox')({
  staticData: { desktop: { tab: 'inbox' } },
  // ?id=: the message to open (a notification's tap)
  validateSearch: v.object({
    id: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (x == null || x === '' || !/^\d+$/.test(String(x)) ? undefined : Number(x))),
      ),
    ),
  }),
  component: function InboxRoute() {
    return <InboxPage openId={Route.useSearch().id} />;
  },
});
