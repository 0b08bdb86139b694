import { startTransition } from 'react';
import { App } from './app/App';
import { boot } from './boot/boot';
import { handOverPrerenderedContent } from './boot/hydrate';
import { applyAppStyles } from './boot/styles';
import { nextTask } from './lib/next-task';
import './ui/theme.css';
import './ui/controls.css';
import './ui/page-parts.css';

// Before the first render: the stylesheets (first: a chunk that boot starts may need one, and Vite's
// loader then finds it in place), and the session and language, so guards and text never flicker.
// The stylesheets are applied in the task after the modules' evaluation, ahead of boot's first step:
// parsing them made the modules' task the longest of the load. React DOM is its own chunk (preloaded
// by index.html), evaluated in a task of its own while boot waits for the network: one long task less
// before the first screen (docs/first-load.md; the measurements in docs/first-paint-log.md).
const [, { hydrate, ...ctx }, { createRoot, hydrateRoot }] = await Promise.all([nextTask().then(applyAppStyles), boot(), import('react-dom/client')]);
const root = document.getElementById('root');
if (root && hydrate) {
  // a prerendered first screen (src/boot/hydrate.tsx): the same first render, then the answers. In a
  // transition React hydrates in slices (its default hydration lane renders the whole screen in one task)
  handOverPrerenderedContent();
  startTransition(() => {
    hydrateRoot(root, <App {...ctx} />);
  });
} else if (root) {
  // a transition: React may yield while it builds the first screen
  startTransition(() => createRoot(root).render(<App {...ctx} />));
}
