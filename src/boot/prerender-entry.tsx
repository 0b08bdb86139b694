/**
 * The server side of prerendering (src/boot/build/prerender.ts builds this for Node and calls it):
 * the app's own components for one address and language, as a guest with no data, in the phone
 * layout. Boot hydrates the same first render (main.tsx), so what differs here differs there too.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from '../app/App';
import { skipRestorePhase } from '../app/PersistProvider';
import { makeQueryClient } from '../app/query-client';
import { makeRouter } from '../app/router';
import { i18n, initI18n, SHELL_NAMESPACES } from '../i18n';
import { Route as rootRoute } from '../routes/__root';
import type { Lang } from '../shared/prerendered';
import { PrerenderedLayout } from './PrerenderedLayout';

/** No answer reaches a prerendered page: every request stays pending, as on a phone before the network answers. */
globalThis.fetch = () => new Promise<Response>(() => {});

/** The root route draws the prerendered layout here (RootLayout's portal and slot are the browser's). */
rootRoute.update({ component: PrerenderedLayout });

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The markup of #root for `path` in `lang`. */
export async function renderFirstScreen(path: string, lang: Lang): Promise<string> {
  await initI18n(lang, SHELL_NAMESPACES);
  await i18n.changeLanguage(lang);
  const queryClient = makeQueryClient();
  skipRestorePhase(queryClient);
  const router = makeRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // a route that failed would be written into the page as its error screen: stop the build instead
  const failed = router.state.matches.find((m) => m.status === 'error');
  if (failed) throw new Error(`prerender: ${path} failed: ${String(failed.error)}`);
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} />);
  return readAll(prelude);
}
