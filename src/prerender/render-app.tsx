import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';

export interface RenderedApp {
  /** React's resource hints (`<link rel="preload">`), for the page ahead of the root. */
  hints: string;
  /** The markup of `#root`. */
  html: string;
}

const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** Code, not data, is what a render may wait for here: past this, what has not loaded shows its fallback. */
const LAZY_CODE_WAIT_MS = 2_000;

/**
 * The real app, router and components, rendered to HTML at `path` (a path with its query string) on
 * the server: once the route's loaders have started their reads and its lazy component has loaded,
 * and once `beforeRender` (given the chance to wait for those reads) is done. Without the wallet layer,
 * which the browser loads after the first paint. Rejects, rendering nothing more, once `signal` aborts.
 */
export async function renderApp(
  path: string,
  queryClient: QueryClient,
  beforeRender: () => Promise<unknown> = async () => undefined,
  signal?: AbortSignal,
): Promise<RenderedApp> {
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  await beforeRender();
  signal?.throwIfAborted();
  const lazyCodeWait = AbortSignal.timeout(LAZY_CODE_WAIT_MS);
  // WHY prerender, not renderToString: it waits for the lazy components (the token page's trade panel)
  // instead of writing their fallbacks, which the browser would then have to render anew.
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient} walletAutoLoad={false}>
      <RouterProvider router={router} />
    </AppProviders>,
    {
      signal: signal ? AbortSignal.any([lazyCodeWait, signal]) : lazyCodeWait,
      // Every boundary written in place: React would otherwise move large ones to the end of the
      // document, to be put back by an inline script (which the page does not run).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // Aborted while it rendered, prerender still resolves, with fallbacks: that page is not wanted.
  signal?.throwIfAborted();
  const rendered = await new Response(prelude).text();
  // React writes its resource hints (a preload per eagerly loaded image) ahead of the markup: they
  // belong outside the root, where they would not match the browser's render.
  const hints = LEADING_LINKS.exec(rendered)?.[0] ?? '';
  // WHY strip scripts: the router's server render adds its scroll-restoration script, which the
  // browser's render never has; in the page it would run (and the CSP refuses it).
  const html = rendered.slice(hints.length).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return { hints, html };
}
