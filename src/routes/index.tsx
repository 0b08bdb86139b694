import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadFirstCalls } from '../boot/first-calls';
import { homeCalls } from '../boot/landings';
// biome-ignore lint/style/noRestrictedImports: the route's own part is in the first paint; the feature's index would bring all its screens into it
import { rememberLinkCode } from '../features/auth/link-code';
import { HomeRoute } from '../features/lobby';

export const Route = createFileRoute('/')({
  staticData: { desktop: { page: 'home' } },
  // a referral link of the form /?refcode=CODE (the router reads ?refcode=123 as a number)
  validateSearch: (s: Record<string, unknown>): { refcode?: string } =>
    typeof s.refcode === 'string' || typeof s.refcode === 'number' ? { refcode: String(s.refcode) } : {},
  beforeLoad: async ({ search }) => {
    if (!search.refcode) return;
    await rememberLinkCode('referral_code', search.refcode);
    throw redirect({ to: '/', replace: true });
  },
  // what the first screen shows: src/boot/landings.ts
  loader: loadFirstCalls(homeCalls),
  component: HomeRoute,
});
