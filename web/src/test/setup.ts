// Loaded before every component-test file (vitest.config.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dispatch } from '../components/ui/toast/toast-store';
import { server } from './server';

// findBy*/waitFor wait up to 5 s (not 1 s) for what an answer brings: on a loaded machine a render can take longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks what Radix and the app's layout code call; these stand-ins do nothing, as a page with no layout would.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};

// A request no test answered fails the test: every call a component makes is one the test expects.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // The toast store is module-wide: each test starts with no toast.
  dispatch({ type: 'REMOVE_TOAST' });
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
// The app's short timers (the scroll to the results after 100 ms, a drop's click guard after 50 ms) that a file's last
// test started run out while the page still exists: after the file, jsdom's window is gone and they would throw.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
