import { createFileRoute, redirect } from '@tanstack/react-router';
import { isDesktopNow } from '../features/layout';
import { PromotionsPage } from '../features/promotions';
import { getSession } from '../session';

/**
 * Login required on mobile (spec route table); the desktop promotions page is public, its cards
 * invite visitors to sign up.
 */
export const Route = createFileRoute('/promotions')({
  staticData: { desktop: 'promotions' },
  beforeLoad: ({ location }) => {
    if (!getSession().token && !isDesktopNow()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: PromotionsPage,
});
