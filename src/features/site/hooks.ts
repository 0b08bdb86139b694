import { type QueryClient, useQuery } from '@tanstack/react-query';
import { publicQueries } from '../../api';
import type * as v from 'valibot';
import type { General, Logo, SocialLinks } from '../../api/contract/public';
import { safeHttpUrl } from '../../lib/safe-url';

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

type Links = v.InferOutput<typeof SocialLinks>;

/** Each community link is kept only when it is an http(s) address. */
function safeLinks(links: Links): Links {
  return { whatsapp: safeHttpUrl(links.whatsapp), facebook: safeHttpUrl(links.facebook), telegram: safeHttpUrl(links.telegram) };
}

/** The community links' query (checked links as its data), for a screen that also shows its failure. */
export function useSocialLinksQuery() {
  return useQuery({ ...publicQueries.sociallink(), select: safeLinks });
}

export function useSocialLinks(): Links | undefined {
  return useSocialLinksQuery().data;
}

/** site_status 0 means maintenance. */
export function isMaintenance(g: General | undefined): boolean {
  return g !== undefined && Number(g.site_status) === 0;
}
