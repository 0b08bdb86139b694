import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old desktop app-download page: the PWA install page. */
export const Route = createFileRoute('/page/site/component/appDownload.jsp')({
  beforeLoad: () => {
    throw redirect({ to: '/install', replace: true });
  },
});
