import { redirect } from '@tanstack/react-router';
import { CategoryPage } from '../../features/desktop';
import { type CategorySlug, categoryType, isDesktopWidth } from '../../features/layout';

/** A desktop category page's route: on a narrow screen, the mobile games list of the same type. */
export function categoryRoute(slug: CategorySlug) {
  return {
    staticData: { desktop: 'own' as const },
    beforeLoad: () => {
      if (!isDesktopWidth(window.innerWidth)) throw redirect({ to: '/games', search: { type: categoryType(slug) }, replace: true });
    },
    component: () => <CategoryPage key={slug} slug={slug} />,
  };
}
