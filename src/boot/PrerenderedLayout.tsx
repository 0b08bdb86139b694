import { useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageContent } from '../app/desktop/PageContent';
import { MobileShell } from '../app/shell/MobileShell';

/**
 * The root layout as the build draws a prerendered page (prerender-entry.tsx puts it in RootLayout's
 * place): the phone's shell with the page content where RootLayout's slot will hold it, the markup
 * the app then hydrates. Its fields are disabled until the app's own replace them: nothing typed
 * before then is lost, and no form is sent by the browser itself (a password in an address).
 */
export function PrerenderedLayout() {
  const location = useLocation();
  return (
    <MobileShell>
      <div className="layout-slot">
        <div className="layout-content">
          <fieldset disabled className="prerendered-fields">
            <Suspense fallback={null}>
              <PageContent isDesktop={false} search={location.search as Record<string, unknown>} />
            </Suspense>
          </fieldset>
        </div>
      </div>
    </MobileShell>
  );
}
