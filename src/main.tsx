// Inter, self-hosted: Vite bundles its woff2 files, so the app requests no font from another host.
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { dropLoadedModulePreloads, dropRoutePreloads } from '@/app/module-preloads';
import { AppProviders } from '@/app/providers';
import { queriesSettled } from '@/app/queries-settled';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { dropFirstReads, hasFirstReads } from '@/lib/first-reads';
import { hydrationCodeLoaded } from '@/lib/hydration-code';
import { APP_TOOK_OVER } from '@/prerender/held-taps';

dropLoadedModulePreloads(document.head);
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks <div id="root">');

/**
 * The longest the first render waits for the answers the page was rendered with on the server (they
 * are in the HTML: only parsing is left). Past it, the page renders with its loading states.
 */
const FIRST_READS_WAIT_MS = 500;

/**
 * The longest the hydration waits for the code of the lazy parts the server rendered (lib/hydration-code):
 * until then the view stays inert, as it must (a key typed into a part without its code would be
 * lost), but a chunk that never comes should not keep it so for good.
 */
const HYDRATION_CODE_WAIT_MS = 10_000;

/** The view the server rendered with data (src/web-server), inert until the app has taken it over. */
const serverView = hasFirstReads() ? rootElement.querySelector<HTMLElement>(':scope > div[inert]') : null;

// Told that the page was rendered on the server, the router renders its root as it did there (without
// a Suspense boundary of its own around the matches), so that hydration finds the same tree.
if (serverView) router.ssr = { manifest: undefined };

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The page's route chunk first: a first render without it would be an empty page, replacing the
// prerendered shell (src/prerender) with nothing for a moment. Its loaders only start their reads, so
// this waits for code, not data, unless the server rendered the page with its data: then those reads
// are answered from the HTML, and the first render waits for them and for the code of the lazy parts
// the server rendered, then hydrates the server's nodes (same markup: nothing is rebuilt, nothing
// moves, the largest paint stays the HTML's). A shell without data is replaced. A failure is left to
// the router, which shows it once rendered.
void router
  .load()
  .catch(() => undefined)
  .then(() =>
    serverView
      ? Promise.all([queriesSettled(queryClient, FIRST_READS_WAIT_MS), hydrationCodeLoaded(HYDRATION_CODE_WAIT_MS)])
      : undefined,
  )
  .then(() => {
    if (serverView) {
      hydrateRoot(serverView, app, {
        // A page that differs from the server's is rendered anew (nothing is lost), but it is a fault:
        // an error, which the end-to-end tests fail on.
        onRecoverableError: (error) => console.error('The page differed from the server-rendered one:', error),
      });
      // Usable from now on: React listens on the view, and an event on a part not yet hydrated makes
      // React hydrate that part first, then dispatches it (the parts' code is here: see above). A tap
      // that came before is replayed (held-taps.ts).
      serverView.removeAttribute('inert');
      document.dispatchEvent(new Event(APP_TOOK_OVER));
    } else {
      createRoot(rootElement).render(app);
    }
    // Hydration renders at once from the query cache, which holds every answer it needs by now.
    dropFirstReads();
    dropRoutePreloads(document.body);
  });
