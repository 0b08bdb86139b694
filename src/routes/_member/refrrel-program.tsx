import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../features/referral';

/** Spelled so on the wire (spec 2, routes). */
export const Route = createFileRoute('/_member/refrrel-program')({
  staticData: { desktop: { tab: 'referralProgram' } },
  component: ReferralPage,
});
