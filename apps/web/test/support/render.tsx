import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

export interface RenderOptions {
  /** Where the page starts, e.g. '/student/history?score=high'. */
  url?: string;
  /** The route pattern the element sits on; defaults to the path of `url`. */
  path?: string;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** The router's current address, to check where a click led. */
  location: () => { pathname: string; search: string };
}

/** Wherever the app navigates outside the tested page, this shows the address it arrived at. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` the way the app does: a fresh query client (no retries, so a failing call shows its
 * error at once) and a memory router holding the address, so links, search parameters and
 * navigation work. Comes with a user-event instance bound to the document.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const url = options.url ?? '/';
  const path = options.path ?? url.split('?')[0]!;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    ...result,
    user,
    queryClient,
    location: () => ({ pathname: router.state.location.pathname, search: router.state.location.search }),
  };
}
