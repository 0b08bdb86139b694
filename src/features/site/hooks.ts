import { type QueryClient, useQuery } from '@tanstack/react-query';
import { publicQueries } from '../../api';
import type { General, Logo } from '../../api/contract/public';

/** Asks for the answers the hooks below give the shell on every screen (logo, maintenance switch, footer links). */
export function prefetchShellAnswers(qc: QueryClient): void {
  void qc.prefetchQuery(publicQueries.logo());
  void qc.prefetchQuery(publicQueries.general());
  void qc.prefetchQuery(publicQueries.sociallink());
}

/** First record of the general settings (fresh, or from the persisted cache while offline). */
export function useGeneral(): { general: General | undefined; isLoading: boolean } {
  const q = useQuery(publicQueries.general());
  return { general: q.data?.[0], isLoading: q.isLoading };
}

export function useLogo(): Logo | undefined {
  return useQuery(publicQueries.logo()).data?.[0];
}

export function useSocialLinks() {
  return useQuery(publicQueries.sociallink()).data;
}

/** site_status 0 means maintenance. */
export function isMaintenance(g: General | undefined): boolean {
  return g !== undefined && Number(g.site_status) === 0;
}
