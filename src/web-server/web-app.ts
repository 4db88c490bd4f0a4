import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { securityHeaders } from '../prerender/security-headers';
import { createPages, type FirstViewRenderer } from './pages';
import { createPreviews, type PreviewOptions } from './previews/previews';
import { readManifest, routePreloads } from './route-preloads';

export interface WebAppOptions {
  /** The app as `vite build` wrote it. */
  distDir: string;
  /** Without it, every page is index.html as built (its shells paint first, the app renders the rest). */
  renderer?: FirstViewRenderer | undefined;
  /** How long a page waits for the services' answers before it is sent with skeletons where they were. */
  waitMs?: number;
  /** Pages rendered at once at most; the next ones are sent as built (their shells, then the app). */
  maxRenders?: number;
  /** Told of each failed render; that page is then sent as built. */
  onRenderError?: (error: unknown) => void;
  /**
   * Link previews (previews/): each page's own title, description, Open Graph and Twitter tags, and
   * the images at `/og/`. Without it, every page keeps the built generic title.
   */
  previews?: PreviewOptions | undefined;
}

/**
 * How long a page waits for the launch service. WHY this long: the head, with the entry script and
 * its preloads, has gone out already, so the app downloads meanwhile; and a page sent without its data
 * would ask the same service from the browser, no sooner. A service that slow gets skeletons.
 */
export const DEFAULT_WAIT_MS = 1_000;

/**
 * Pages rendered at once. WHY this many: a render takes ~20 ms of this thread (React writing the
 * 150 kB page) on the machine of docs/performance.md, so the last of 8 goes out ~150 ms after its
 * request, and a busier server sends the next pages as built rather than after the wait, without
 * their data all the same.
 */
export const DEFAULT_MAX_RENDERS = 8;

/**
 * The CSP sources of the inline scripts the built page carries (the boot script), hashed as built.
 * WHY not boot-shell.ts's own hash: that module's text, compiled here by another tool, is not the
 * text Vite wrote into the page.
 */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

/** A path naming a file (its last part has an extension); every other path is a page of the app. */
const FILE_PATH = /\.[^/]+$/;

/**
 * The app's web server: its built files, and its pages with the first view rendered with data on the
 * server (src/prerender/server-entry.tsx), so the browser paints the cards before any script runs.
 * Every other path is the app's index.html (the router in the browser decides, its 404 included).
 */
export function createWebApp({
  distDir,
  renderer,
  waitMs = DEFAULT_WAIT_MS,
  maxRenders = DEFAULT_MAX_RENDERS,
  onRenderError,
  previews: previewOptions,
}: WebAppOptions): Hono {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const previews = previewOptions && createPreviews(previewOptions);
  const page = createPages(indexHtml, {
    renderer,
    waitMs,
    maxRenders,
    onRenderError,
    headTags: previews && ((url) => previews.headTags(url, waitMs)),
    routePreloads: routePreloads(readManifest(distDir)),
  });
  const headers = Object.entries(securityHeaders(inlineScriptSources(indexHtml)));
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of headers) c.header(name, value);
  });
  // Vite names these files by their content: a name never changes meaning.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  previews?.routes(app);
  const files = serveStatic({ root: distDir });
  app.get('*', (c, next) => (FILE_PATH.test(c.req.path) && c.req.path !== '/index.html' ? files(c, next) : next()));
  app.get('*', async (c) => {
    if (FILE_PATH.test(c.req.path) && c.req.path !== '/index.html') return c.text('Not found', 404);
    const url = previews ? previews.publicUrl(c.req.url) : new URL(c.req.url);
    // Pages hold the prices of the moment they were asked for: never shown again from a cache.
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    // A HEAD asks for the headers only: nothing is rendered for it.
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(page(url));
  });
  return app;
}
