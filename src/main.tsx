// Inter, self-hosted: Vite bundles its woff2 files, so the app requests no font from another host.
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { dropLoadedModulePreloads } from '@/app/module-preloads';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

dropLoadedModulePreloads(document.head);
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks <div id="root">');

// The page's route chunk first: a first render without it would be an empty page, replacing the
// prerendered shell (src/prerender) with nothing for a moment. Its loaders only start their reads, so
// this waits for code, not data. A failure is left to the router, which shows it once rendered.
void router
  .load()
  .catch(() => undefined)
  .then(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
