/** How an image from /storage/ is answered, kept apart from workbox so it is testable in Node. */

export interface ImageSources {
  /** cache first; another host is asked with CORS (rejects when unreachable or refused) */
  stored: () => Promise<Response>;
  /** the request as the page made it, never stored */
  direct: () => Promise<Response>;
  /** the precached fallback picture */
  fallback: () => Promise<Response | undefined>;
}

/**
 * The stored or fetched picture; from a host that sends no CORS headers, the picture as the page
 * asked for it (remembered per host in `withoutCors`, so it is not asked twice again); unreachable
 * and not stored, the fallback picture.
 */
export async function answerImage(request: Request, siteOrigin: string, withoutCors: Set<string>, sources: ImageSources): Promise<Response> {
  const origin = new URL(request.url).origin;
  const crossSite = origin !== siteOrigin;
  if (!crossSite || !withoutCors.has(origin)) {
    try {
      return await sources.stored();
    } catch {
      /* offline and not stored, or a host without CORS headers */
    }
  }
  if (crossSite) {
    try {
      const answer = await sources.direct();
      withoutCors.add(origin);
      return answer;
    } catch {
      /* offline */
    }
  }
  return (await sources.fallback()) ?? Response.error();
}
