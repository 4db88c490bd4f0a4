/**
 * Loaded at build time only, through Vite's SSR (vite-plugin.ts): renders the real app, router and
 * components, at each prerendered path, with every read pending, which is exactly what the browser's
 * first render shows (the layout and the skeletons). It also records the reads each page starts, so
 * index.html can ask for them before the app's JavaScript runs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient } from '@tanstack/react-query';
import type { ShellName } from './boot-shell';
import { renderApp } from './render-app';

/** Stands for the token page's address in its path and its reads; boot-shell.ts puts the real one back. */
const ADDRESS_SENTINEL = '0x5e17e1005e17e1005e17e1005e17e1005e17e100';
const SHELL_PATHS: Record<ShellName, string> = { discovery: '/', token: `/token/${ADDRESS_SENTINEL}` };

export interface Shell {
  name: ShellName;
  html: string;
  /** GET requests the page starts on its own, `__address__` in place of the token's address. */
  preload: string[];
}

/** The reads noted by the shell being rendered: its async context, apart from the rest of the process. */
const shellReads = new AsyncLocalStorage<string[]>();

/**
 * Inside a shell's render, `fetch` asks nothing: every query stays pending, so the page shows its
 * skeletons, and its reads are noted (only plain GETs: a preload can stand for nothing else).
 * Elsewhere it is the real one. WHY scoped: the build may share its process with other work
 * (`npm start` indexes the chain while it builds), and a process-wide fetch that never answered left
 * that work waiting forever.
 */
function shellFetch(real: typeof fetch): typeof fetch {
  return (input, init) => {
    const reads = shellReads.getStore();
    if (!reads) return real(input, init);
    const plain = (init?.method ?? 'GET') === 'GET' && !init?.headers && !init?.credentials && !init?.body;
    if (typeof input === 'string' && plain) reads.push(input.replaceAll(ADDRESS_SENTINEL, '__address__'));
    return new Promise<Response>(() => undefined);
  };
}

async function renderShell(name: ShellName): Promise<Shell> {
  const reads: string[] = [];
  const { html } = await shellReads.run(reads, () => renderApp(SHELL_PATHS[name], new QueryClient()));
  if (html.includes(ADDRESS_SENTINEL)) throw new Error(`the ${name} shell shows its placeholder address`);
  return { name, html, preload: [...new Set(reads)] };
}

export async function renderShells(): Promise<Shell[]> {
  const real = globalThis.fetch;
  globalThis.fetch = shellFetch(real);
  try {
    return await Promise.all((Object.keys(SHELL_PATHS) as ShellName[]).map(renderShell));
  } finally {
    globalThis.fetch = real;
  }
}
