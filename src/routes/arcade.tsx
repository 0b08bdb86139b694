import { createFileRoute } from '@tanstack/react-router';
import { categoryRoute } from '../app/desktop/CategoryRoute';

export const Route = createFileRoute('/arcade')(categoryRoute('arcade'));
