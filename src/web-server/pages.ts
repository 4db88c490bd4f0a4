import { FIRST_VIEW_END, FIRST_VIEW_START, inertView } from '../prerender/first-view';
import type { FirstView } from '../prerender/server-entry';
import { headWithTags } from './previews/head-with-tags';

/** What server-entry.tsx's bundle exports. */
export interface FirstViewRenderer {
  renderFirstView(url: string, options: { waitMs: number; signal?: AbortSignal }): Promise<FirstView | null>;
}

export interface PagesOptions {
  /** Without it, every page is index.html as built (its shells paint first, the app renders the rest). */
  renderer?: FirstViewRenderer | undefined;
  waitMs: number;
  /** Pages rendered at once at most; a page asked for beyond them is sent as built, at once. */
  maxRenders: number;
  /** Told of each failed render; that page is then sent as built. */
  onRenderError?: ((error: unknown) => void) | undefined;
  /**
   * The page's own title, description and preview tags (previews/), in place of the built generic
   * ones; without it, the page keeps those.
   */
  headTags?: ((url: URL) => Promise<string>) | undefined;
  /** The code of the route a rendered page shows, as `<link rel="modulepreload">`s (route-preloads.ts). */
  routePreloads?: ((pathname: string) => string) | undefined;
}

/**
 * The app's pages from its built index.html: its head as soon as its preview tags are known (the
 * browser reads it and the stylesheet while the server renders), then, between the first view's markers, the view rendered
 * with data where there is one, else what the build wrote there (the shells and their boot script).
 */
export function createPages(
  indexHtml: string,
  { renderer, waitMs, maxRenders, onRenderError, headTags, routePreloads = () => '' }: PagesOptions,
) {
  const start = indexHtml.indexOf(FIRST_VIEW_START);
  const end = indexHtml.indexOf(FIRST_VIEW_END);
  if (start < 0 || end < start) throw new Error("index.html lacks the first view's markers: rebuild the app");
  const before = indexHtml.slice(0, start);
  const withTags = headTags ? headWithTags(before) : undefined;
  const builtView = indexHtml.slice(start, end + FIRST_VIEW_END.length);
  const after = indexHtml.slice(end + FIRST_VIEW_END.length);
  // The image preloads and the route's code ahead of the root (preload links may sit in the body), out
  // of what React hydrates: measured at 4x, links after a token page's view were fetched only once
  // it had painted.
  const sentView = ({ hints, html, firstReads }: FirstView, pathname: string) =>
    `${hints}${routePreloads(pathname)}<div id="root">${inertView(html)}</div>${firstReads}`;

  // WHY a limit: renders share one thread. Past it, each page would wait behind the others until its
  // reads ran out of time, and go out later than the built page, and without its data all the same.
  let rendering = 0;
  const view = async (url: string, pathname: string, signal: AbortSignal): Promise<string> => {
    if (!renderer || rendering >= maxRenders) return builtView;
    rendering++;
    try {
      const rendered = await renderer.renderFirstView(url, { waitMs, signal });
      return rendered ? sentView(rendered, pathname) : builtView;
    } catch (error) {
      // A render stopped because its reader left is no failure.
      if (!signal.aborted) onRenderError?.(error);
      return builtView;
    } finally {
      rendering--;
    }
  };

  /** The page at `publicUrl`, as a stream; its render stops if the reader leaves. */
  return (publicUrl: URL): ReadableStream<Uint8Array> => {
    const url = `${publicUrl.pathname}${publicUrl.search}`;
    const encoder = new TextEncoder();
    const left = new AbortController();
    return new ReadableStream({
      async start(controller) {
        // The render starts first: the head waits only for the preview's own read (a token's figures).
        const rest = view(url, publicUrl.pathname, left.signal);
        // A preview that fails leaves the built generic head: the page itself goes out all the same.
        const tags = headTags && (await headTags(publicUrl).catch(() => undefined));
        const head = tags && withTags ? withTags(tags) : before;
        if (left.signal.aborted) return;
        controller.enqueue(encoder.encode(head));
        const rendered = await rest;
        if (left.signal.aborted) return;
        controller.enqueue(encoder.encode(rendered + after));
        controller.close();
      },
      cancel: () => left.abort(),
    });
  };
}
