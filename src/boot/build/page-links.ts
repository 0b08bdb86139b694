import type { Plugin } from 'vite';

/**
 * The app's stylesheets do not block the splash: index.html preloads them and main.tsx applies them
 * before the first render (src/boot/styles.ts). On a weak link the splash paints a round trip sooner.
 */
export const preloadAppStyles: Plugin = {
  name: 'preload-app-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2" data-app-css>'),
  },
};

/**
 * main.tsx imports react-dom/client dynamically so that its evaluation is a task of its own; the
 * chunk is still fetched with the first paint's scripts, not after the entry has run.
 */
export const preloadReactDom: Plugin = {
  name: 'preload-react-dom',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => {
      const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'react-dom');
      if (!chunk) throw new Error('preload-react-dom: no react-dom chunk in the build');
      const link = `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
      return html.replace('</head>', `  ${link}\n  </head>`);
    },
  },
};
