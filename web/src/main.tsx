import { StrictMode, useEffect } from 'react';
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
// a search in its address (the gateway then sends the empty root), is rendered here.
if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
else createRoot(root).render(app);
