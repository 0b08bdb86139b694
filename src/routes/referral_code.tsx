import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LinkCodePage } from '../features/auth';

export const Route = createFileRoute('/referral_code')({
  validateSearch: v.object({
    referral_code: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (x == null || x === '' ? undefined : String(x))),
      ),
    ),
  }),
  component: function LinkCodeRoute() {
    const search = Route.useSearch();
    return <LinkCodePage codeType="referral_code" code={search.referral_code} />;
  },
});
