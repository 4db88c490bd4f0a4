import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { RouteErrorPage } from './route-error-page';

/** A route whose loader fails until told otherwise: the shape of a service that is briefly down. */
function renderFailingRoute() {
  const outcome = { fail: true };
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => {
      if (outcome.fail) throw new ApiError({ kind: 'network', message: 'Cannot reach the service' });
      return 'fresh data';
    },
    component: function Page() {
      return <p>{page.useLoaderData()}</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteErrorPage,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return outcome;
}

describe('the route error page', () => {
  // The router reports every loader error on the console; here they are the point of the test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("says what the service said, and 'Try again' reloads the route", async () => {
    const user = userEvent.setup();
    const outcome = renderFailingRoute();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not load');
    expect(alert).toHaveTextContent('Cannot reach the service');

    outcome.fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('fresh data')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
