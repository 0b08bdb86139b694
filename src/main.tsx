import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { boot } from './app/boot';
import { applyAppStyles } from './app/styles';
import './ui/theme.css';

// Before the first render: the stylesheets (first: a chunk that boot starts may need one, and Vite's
// loader then finds it in place), and the session and language, so guards and text never flicker.
const [, ctx] = await Promise.all([applyAppStyles(), boot()]);
const root = document.getElementById('root');
// a transition: React may yield while it builds the first screen (docs/first-paint.md)
if (root) startTransition(() => createRoot(root).render(<App {...ctx} />));
