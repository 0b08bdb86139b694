import { CategoryPage } from '../../features/games';
import type { CategorySlug } from '../../features/layout';

/** A desktop category page (a narrow screen is sent to the mobile games list by the route's beforeLoad). */
export function CategoryRoute({ slug }: { slug: CategorySlug }) {
  return <CategoryPage key={slug} slug={slug} />;
}
