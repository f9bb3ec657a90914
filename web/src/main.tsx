import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The landing comes prerendered (web/scripts/prerender.mjs) and is hydrated; every other page, and the landing with
// a search in its address (the gateway then sends the empty root), is rendered here.
if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
else createRoot(root).render(app);
