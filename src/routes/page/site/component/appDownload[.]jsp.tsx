import { createFileRoute, Navigate } from '@tanstack/react-router';

/** The old desktop app-download page: the PWA install page. */
export const Route = createFileRoute('/page/site/component/appDownload.jsp')({ component: () => <Navigate to="/install" replace /> });
