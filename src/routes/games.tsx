import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PendingScreen } from '../app/PendingScreen';

const text = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'string' && x.length <= 60 ? x : undefined)),
);

export const Route = createFileRoute('/games')({
  validateSearch: v.object({ type: v.optional(text), system: v.optional(text), title: v.optional(text) }),
  component: function GamesRoute() {
    const { title } = Route.useSearch();
    return <PendingScreen title={title ?? 'Games'} />;
  },
});
