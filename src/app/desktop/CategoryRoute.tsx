import { Navigate } from '@tanstack/react-router';
import { CategoryPage } from '../../features/desktop';
import { type CategorySlug, categoryType } from '../../features/layout';
import { useIsDesktop } from '../../features/layout';

/** Desktop category page; on a narrow screen the mobile games list of the same type. */
export function CategoryRoute({ slug }: { slug: CategorySlug }) {
  const desktop = useIsDesktop();
  if (!desktop) return <Navigate to="/games" search={{ type: categoryType(slug) }} replace />;
  return <CategoryPage key={slug} slug={slug} />;
}
