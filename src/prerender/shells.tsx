/**
 * Loaded at build time only, through Vite's SSR (vite-plugin.ts): renders the real app, router and
 * components, at each prerendered path, with every read pending, which is exactly what the browser's
 * first render shows (the layout and the skeletons). It also records the reads each page starts, so
 * index.html can ask for them before the app's JavaScript runs.
 */
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
  const { reads, restore } = recordReads();
  try {
    const { html } = await renderApp(SHELL_PATHS[name], new QueryClient());
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
