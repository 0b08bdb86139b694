import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LinkCodePage } from '../features/auth';

export const Route = createFileRoute('/agent_code')({
  validateSearch: v.object({
    agent_code: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (x == null || x === '' ? undefined : String(x))),
      ),
    ),
  }),
  component: function LinkCodeRoute() {
    const search = Route.useSearch();
    return <LinkCodePage codeType="agent_code" code={search.agent_code} />;
  },
});
