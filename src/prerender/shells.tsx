/**
 * Loaded at build time only, through Vite's SSR (vite-plugin.ts): renders the real app, router and
 * components, at each prerendered path, with every read pending, which is exactly what the browser's
 * first render shows (the layout and the skeletons). It also records the reads each page starts, so
 * index.html can ask for them before the app's JavaScript runs.
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import type { ShellName } from './boot-shell';

/** Stands for the token page's address in its path and its reads; boot-shell.ts puts the real one back. */
const ADDRESS_SENTINEL = '0x5e17e1005e17e1005e17e1005e17e1005e17e100';
const SHELL_PATHS: Record<ShellName, string> = { discovery: '/', token: `/token/${ADDRESS_SENTINEL}` };

export interface Shell {
  name: ShellName;
  html: string;
  /** GET requests the page starts on its own, `__address__` in place of the token's address. */
  preload: string[];
}

/**
 * Replaces `fetch` while rendering: nothing is asked (every query stays pending, so the pages show
 * their skeletons) and the page's reads are noted. Only plain GETs: a preload can stand for nothing else.
 */
function recordReads(): { reads: string[]; restore: () => void } {
  const original = globalThis.fetch;
  const reads: string[] = [];
  globalThis.fetch = (input, init) => {
    const plain = (init?.method ?? 'GET') === 'GET' && !init?.headers && !init?.credentials && !init?.body;
    if (typeof input === 'string' && plain) reads.push(input.replaceAll(ADDRESS_SENTINEL, '__address__'));
    return new Promise<Response>(() => undefined);
  };
  const restore = () => {
    globalThis.fetch = original;
  };
  return { reads, restore };
}

async function renderShell(name: ShellName): Promise<Shell> {
  const queryClient = new QueryClient();
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [SHELL_PATHS[name]] }),
  });
  const { reads, restore } = recordReads();
  try {
    // Runs the loaders (which start the reads) and loads the route's lazy component.
    await router.load();
    const rendered = renderToString(
      <AppProviders queryClient={queryClient} walletAutoLoad={false}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // WHY strip scripts: the router's server render adds its scroll-restoration script, which the
    // browser's render never has; cloned out of a template it would run (and the CSP refuses it).
    const html = rendered.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    if (html.includes(ADDRESS_SENTINEL)) throw new Error(`the ${name} shell shows its placeholder address`);
    return { name, html, preload: [...new Set(reads)] };
  } finally {
    restore();
  }
}

export async function renderShells(): Promise<Shell[]> {
  const shells: Shell[] = [];
  // One at a time: each swaps the global fetch while it renders.
  for (const name of Object.keys(SHELL_PATHS) as ShellName[]) shells.push(await renderShell(name));
  return shells;
}
