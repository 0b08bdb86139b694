import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/desktop';

/** Desktop registration; it also works on a narrow screen, so a resize keeps what was typed. */
export const Route = createFileRoute('/register')({ component: RegisterPage });
