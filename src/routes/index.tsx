import { createFileRoute } from '@tanstack/react-router';
import { publicQueries } from '../api';
import { HomeRoute } from '../features/lobby';

export const Route = createFileRoute('/')({
  // not awaited: the slides are asked for with the screen's chunk instead of after its first render
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicQueries.sliders());
  },
  component: HomeRoute,
});
