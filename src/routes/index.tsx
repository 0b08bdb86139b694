import { createFileRoute } from '@tanstack/react-router';
import { HomeRoute } from '../features/lobby';

export const Route = createFileRoute('/')({ component: HomeRoute });
