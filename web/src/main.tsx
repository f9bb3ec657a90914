import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

/**
 * Marks the page as live (`<html data-app-ready>`) once React has committed: on the prerendered landing, controls are
 * on screen before they respond, and browser tests wait for this mark before they click. Renders nothing, so the
 * hydrated tree matches the prerendered one.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <App />
    <ReadyMark />
  </StrictMode>
);

// The landing comes prerendered (web/scripts/prerender.mjs) and is hydrated; every other page, and the landing with
// a search in its address (the gateway then sends the empty root), is rendered here. Hydrating in a transition lets
// React yield to the browser every few milliseconds instead of holding a phone's main thread for the whole page
// (a click meanwhile makes React hydrate its target first).
if (root.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
