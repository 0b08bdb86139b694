import { createFileRoute } from '@tanstack/react-router';
import { CategoryRoute } from '../app/desktop/CategoryRoute';

export const Route = createFileRoute('/crash')({ component: () => <CategoryRoute slug="crash" /> });
