import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { type AppRouter, createAppRouter } from '@/app/router';

export interface RenderRouteOptions {
  /** A QueryClient of your own, e.g. pre-filled with `setQueryData`. Default: a fresh one without retries. */
  queryClient?: QueryClient;
}

export interface RenderRouteResult extends RenderResult {
  router: AppRouter;
  queryClient: QueryClient;
  user: UserEvent;
}

/**
 * Renders the real route tree at `path` (e.g. `/?sortBy=trending`) with the real providers, a memory
 * history and a fresh QueryClient. The wallet layer never loads, so nothing reaches for wagmi or an
 * RPC: tests stay offline. Network calls of the page go through `fetch`: stub it per test
 * (e.g. `vi.stubGlobal('fetch', …)`). Wait for content with `findBy…`: routes and their loaders
 * resolve asynchronously.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderRouteResult {
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} walletAutoLoad={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}
