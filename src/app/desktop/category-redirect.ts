import { redirect } from '@tanstack/react-router';
import { isDesktopNow } from '../../features/layout';

/**
 * A category page's beforeLoad (/casino, /slot, ...): on a narrow screen, the mobile games list of the
 * same type. The table of categories is asked for only then, so it stays out of a phone's first paint.
 */
export async function phoneGoesToGames({ location }: { location: { pathname: string } }): Promise<void> {
  if (isDesktopNow()) return;
  const { DESKTOP_CATEGORIES } = await import('../../features/layout/categories');
  const category = DESKTOP_CATEGORIES.find((c) => location.pathname.startsWith(`/${c.slug}`));
  if (category) throw redirect({ to: '/games', search: { type: category.type }, replace: true });
}
