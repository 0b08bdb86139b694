import { createFileRoute, redirect } from '@tanstack/react-router';
import { publicQueries } from '../api';
// biome-ignore lint/style/noRestrictedImports: the route's own part is in the first paint; the feature's index would bring all its screens into it
import { rememberLinkCode } from '../features/auth/link-code';
import { HomeRoute } from '../features/lobby';
import { isDesktopNow } from '../features/layout';

export const Route = createFileRoute('/')({
  staticData: { desktop: 'home' },
  // a referral link of the form /?refcode=CODE (the router reads ?refcode=123 as a number)
  validateSearch: (s: Record<string, unknown>): { refcode?: string } =>
    typeof s.refcode === 'string' || typeof s.refcode === 'number' ? { refcode: String(s.refcode) } : {},
  beforeLoad: async ({ search }) => {
    if (!search.refcode) return;
    await rememberLinkCode('referral_code', search.refcode);
    throw redirect({ to: '/', replace: true });
  },
  // not awaited: the slides are asked for with the screen's chunk instead of after its first render
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicQueries.sliders());
    // the desktop home's promotions strip is on its first screen: asked for now (the boot script's early
    // answer when there is one), it is in the first render when the answer is in by then
    if (isDesktopNow()) void context.queryClient.prefetchQuery(publicQueries.promotions());
  },
  component: HomeRoute,
});
