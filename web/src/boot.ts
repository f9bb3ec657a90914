import './styles/index.css';
// The hero's entrance: it is in the server's HTML, so its styles must be in the document's first stylesheet, not
// arrive with the app's code.
import './features/landing/components/landing.css';
import { firstInteraction, holdActivationsUntilLive } from './lib/first-interaction';

/**
 * The entry. A page that arrives rendered by the server (`data-prerendered`: the landing, a listing) is whole and
 * readable as it is, its links work, and nobody can use its controls before touching, scrolling, moving the pointer
 * or pressing a key: its app (React, the router, the page's code) is loaded and hydrates it at that first interaction,
 * and a press or a form sent meanwhile is held and done again once its control is live. On a phone this keeps the start
 * of the page free of the app's evaluation and hydration (Lighthouse's blocking time; docs/performance.md). A page
 * that arrives empty (the portal, a search in the address) starts its app at once.
 */
const root = document.getElementById('root');
const startApp = () => import('./main');

if (root?.hasAttribute('data-prerendered') && firstInteraction) holdActivationsUntilLive(firstInteraction.then(startApp));
else void startApp();
