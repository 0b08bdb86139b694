import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { boot } from './app/boot';
import './ui/theme.css';

// session and language are read before the first render so guards and text never flicker
const ctx = await boot();
const root = document.getElementById('root');
// a transition renders in slices that yield to the browser: no long task while the first screen builds
if (root) startTransition(() => createRoot(root).render(<App {...ctx} />));
