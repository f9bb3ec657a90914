import { render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/ui/toast/toaster';
import { swrConfig } from '../lib/swr-config';

export type RenderOptions = {
  /** The address the page opens at (path and query). */
  url?: string;
  /** The route pattern the component is rendered on, for components that read route parameters. */
  path?: string;
  /** Other pages the component may navigate to, by path; any other path shows the address it reached. */
  routes?: RouteObject[];
};

export type Rendered = RenderResult & {
  user: UserEvent;
  /** The memory router: `router.state.location` is where the component navigated. */
  router: ReturnType<typeof createMemoryRouter>;
};

/** Where a navigation landed when it left the component's route (e.g. `/dashboard` after signing in). */
function ReachedPage() {
  const location = useLocation();
  return <p data-testid="reached-page">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` inside the app's real providers: SWR with the app's data defaults (lib/swr-config) and a cache of its
 * own, so no answer leaks from one test into the next; a data router (as the app's createBrowserRouter, so blockers,
 * links and search parameters behave as in the browser); and the toast outlet. Returns a userEvent session too.
 */
export function renderWithProviders(ui: ReactElement, { url = '/', path, routes = [] }: RenderOptions = {}): Rendered {
  const componentPath = path ?? new URL(url, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [{ path: componentPath, element: ui }, ...routes, { path: '*', element: <ReachedPage /> }],
    { initialEntries: [url] },
  );
  // No pause between keystrokes: typing waits for React, not for timers (which a busy machine makes slow).
  const user = userEvent.setup({ delay: null });
  const result = render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
      <Toaster />
    </SWRConfig>,
  );
  return { ...result, user, router };
}

/**
 * The toast outlet (Radix's region "Notificaciones (F8)"). Looked up among hidden elements too: an open modal dialog
 * marks the rest of the page aria-hidden, and Radix announces each toast through a live region of its own.
 */
export function toastRegion(): HTMLElement {
  return screen.getByRole('region', { name: /Notificaciones/, hidden: true });
}

/** Waits for the toast with this title (and description, when given) and returns it. */
export async function findToast(title: string | RegExp, description?: string | RegExp): Promise<HTMLElement> {
  const heading = await within(toastRegion()).findByText(title);
  const toast = heading.closest('li') as HTMLElement;
  if (description !== undefined) within(toast).getByText(description);
  return toast;
}
