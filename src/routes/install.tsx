import { createFileRoute } from '@tanstack/react-router';
// imported directly (not through the index) so the page stays out of the first-paint bundle
// biome-ignore lint/style/noRestrictedImports: the route's own part is in the first paint; the feature's index would bring all its screens into it
import { InstallPage } from '../features/pwa/InstallPage';

export const Route = createFileRoute('/install')({
  component: InstallPage,
});
