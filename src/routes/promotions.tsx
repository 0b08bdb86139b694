import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../features/auth';
import { isDesktopNow } from '../features/layout';
import { PromotionsPage } from '../features/promotions';

/**
 * Login required on mobile (spec route table); the desktop promotions page is public, its cards
 * invite visitors to sign up.
 */
export const Route = createFileRoute('/promotions')({
  staticData: { desktop: { page: 'promotions' } },
  beforeLoad: (ctx) => {
    if (!isDesktopNow()) requireLogin(ctx);
  },
  component: PromotionsPage,
});
