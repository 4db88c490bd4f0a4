import { FIRST_VIEW_END, FIRST_VIEW_START, inertView } from '../prerender/first-view';
import type { FirstView } from '../prerender/server-entry';

/** What server-entry.tsx's bundle exports. */
export interface FirstViewRenderer {
  renderFirstView(url: string, options: { waitMs: number }): Promise<FirstView | null>;
}

export interface PagesOptions {
  /** Without it, every page is index.html as built (its shells paint first, the app renders the rest). */
  renderer?: FirstViewRenderer | undefined;
  waitMs: number;
  /** Told of each failed render; that page is then sent as built. */
  onRenderError?: ((error: unknown) => void) | undefined;
}

/**
 * The app's pages from its built index.html: its head at once (the browser reads it and the
 * stylesheet while the server renders), then, between the first view's markers, the view rendered
 * with data where there is one, else what the build wrote there (the shells and their boot script).
 */
export function createPages(indexHtml: string, { renderer, waitMs, onRenderError }: PagesOptions) {
  const start = indexHtml.indexOf(FIRST_VIEW_START);
  const end = indexHtml.indexOf(FIRST_VIEW_END);
  if (start < 0 || end < start) throw new Error("index.html lacks the first view's markers: rebuild the app");
  const before = indexHtml.slice(0, start);
  const builtView = indexHtml.slice(start, end + FIRST_VIEW_END.length);
  const after = indexHtml.slice(end + FIRST_VIEW_END.length);
  // The image preloads ahead of the root (preload links may sit in the body), out of what React hydrates.
  const sentView = ({ hints, html, firstReads }: FirstView) =>
    `${hints}<div id="root">${inertView(html)}</div>${firstReads}`;

  const view = async (url: string): Promise<string> => {
    if (!renderer) return builtView;
    try {
      const rendered = await renderer.renderFirstView(url, { waitMs });
      return rendered ? sentView(rendered) : builtView;
    } catch (error) {
      onRenderError?.(error);
      return builtView;
    }
  };

  /** The page at `url` (path and query string), as a stream. */
  return (url: string): ReadableStream<Uint8Array> => {
    const encoder = new TextEncoder();
    return new ReadableStream({
      async start(controller) {
        controller.enqueue(encoder.encode(before));
        controller.enqueue(encoder.encode((await view(url)) + after));
        controller.close();
      },
    });
  };
}
