/**
 * index.html only preloads the app's stylesheets (vite.config.ts, preloadAppStyles), so they never
 * hold back the splash. They are applied here, before the first render, in their order, so no screen
 * shows unstyled. A stylesheet that fails to load does not keep the app from starting.
 */
export function applyAppStyles(): Promise<unknown> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise((done) => {
          const link = document.createElement('link');
          link.onload = link.onerror = done;
          link.rel = 'stylesheet';
          link.crossOrigin = preload.crossOrigin;
          // the same address text as Vite's chunk loader uses, so it sees the file as loaded
          link.setAttribute('href', preload.getAttribute('href') ?? '');
          preload.after(link);
        }),
    ),
  );
}
