import { createFileRoute } from '@tanstack/react-router';
import { phoneGoesToGames } from '../app/desktop/category-redirect';
import { CategoryRoute } from '../app/desktop/CategoryRoute';

/** Desktop category page; on a narrow screen the mobile games list of the same type. */
export const Route = createFileRoute('/egames')({
  beforeLoad: phoneGoesToGames,
  component: () => <CategoryRoute slug="egames" />,
});
