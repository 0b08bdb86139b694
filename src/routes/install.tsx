import { createFileRoute } from '@tanstack/react-router';
// imported directly (not through the index) so the page stays out of the first-paint bundle
import { InstallPage } from '../features/pwa';

export const Route = createFileRoute('/install')({ component: InstallPage });
