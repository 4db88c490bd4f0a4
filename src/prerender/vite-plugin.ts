import { dirname, resolve } from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { BOOT_SCRIPT } from './boot-shell.ts';
import { FIRST_VIEW_END, FIRST_VIEW_START, inertView, serverRendererPath } from './first-view.ts';
import { HELD_TAPS_SCRIPT } from './held-taps.ts';
import type { Shell } from './shells.tsx';

/**
 * The shell's skeletons hold still. WHY: pulsing, they made the browser repaint about 180 blocks a
 * frame while the entry script parses, which delayed the first card by 0.6 to 2.4 s at 4x slowdown
 * (docs/performance.md). They pulse once the app has replaced the shell.
 */
const STILL_SHELL = '#root>[inert] *{animation:none}';

/** The entry stylesheet's tag as Vite writes it into the built index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/** Renders the shells with Vite's SSR: a dev server in middleware mode, closed right after. */
async function renderShellsWithVite(root: string, mode: string): Promise<Shell[]> {
  const server = await createServer({
    root,
    // The build's mode, so the shells read the same .env files and VITE_* variables as the bundle.
    mode,
    // No WebSocket server either: nothing connects to it, and its port (24678) taken by a dev
    // server or another build printed an error into `npm start`'s progress line.
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    // Nothing runs in a browser here: no dependency scan, and a cache of its own, so the dev
    // server's optimized dependencies are left alone.
    optimizeDeps: { noDiscovery: true, include: [] },
    cacheDir: 'node_modules/.vite-prerender',
  });
  try {
    const { renderShells } = (await server.ssrLoadModule('/src/prerender/shells.tsx')) as typeof import('./shells.tsx');
    return await renderShells();
  } finally {
    await server.close();
  }
}

const escapeAttribute = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

type Bundle = Record<string, { type: string; source?: unknown }>;

function shellTemplates(shells: Shell[]): string {
  return shells
    .map(
      ({ name, html, preload }) =>
        `<template id="shell-${name}" data-preload="${escapeAttribute(preload.join(' '))}">${inertView(html)}</template>`,
    )
    .join('');
}

/**
 * Build only: prerenders the first view of `/` and of the token page into index.html (the header,
 * headings, filter bar and skeletons, rendered by the real components), with the entry stylesheet
 * inline, and the boot script that shows the right one and asks for the page's data. The browser
 * paints it before any JavaScript file arrives; the app's first render replaces it with the same
 * markup, so nothing moves. `vite` (dev) serves the plain index.html and paints with the app.
 *
 * Then builds the server's renderer (server-entry.tsx) for src/web-server, which serves the same page
 * with its first view rendered with data.
 */
export function prerenderShells(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let outDir = 'dist';
  let ssrBuild = false;
  return {
    name: 'launchdeck:prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      ssrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssrBuild) return;
      await build({
        root,
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender/server-entry.tsx',
          outDir: dirname(serverRendererPath(outDir)),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          sourcemap: false,
        },
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = (context.bundle ?? {}) as Bundle;
        const shells = await renderShellsWithVite(root, mode);
        const withShells = html.replace(
          '<div id="root"></div>',
          // The held taps' script before the first view: the server's view replaces what is between the markers.
          `<script>${HELD_TAPS_SCRIPT}</script>${FIRST_VIEW_START}<div id="root"></div>${shellTemplates(shells)}<script>${BOOT_SCRIPT}</script>${FIRST_VIEW_END}`,
        );
        return inlineStylesheet(withShells, bundle);
      },
    },
  };
}

/** The entry stylesheet inline: no request between the HTML and the first paint. */
function inlineStylesheet(html: string, bundle: Bundle) {
  const match = STYLESHEET_LINK.exec(html);
  const asset = match?.[1] ? bundle[match[1]] : undefined;
  if (!match || asset?.type !== 'asset' || typeof asset.source !== 'string') {
    throw new Error('prerender: the entry stylesheet was not found in index.html and the bundle');
  }
  return html.replace(match[0], `<style>${asset.source}${STILL_SHELL}</style>`);
}
