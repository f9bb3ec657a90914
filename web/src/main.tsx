import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the server rendered (the landing at build time, a listing in the gateway; docs/architecture.md) is hydrated,
// and boot.ts loads this module at the visitor's first interaction; every other page, and the landing with a search
// in its address (the gateway then sends the empty root), is rendered here. Hydrating in a transition lets React
// yield to the browser every few milliseconds instead of holding a phone's main thread for the whole page (a click
// meanwhile makes React hydrate its target first).
if (root.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
