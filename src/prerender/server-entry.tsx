/**
 * The server's renderer (built by vite-plugin.ts into the SSR bundle that src/web-server loads): the first
 * view of `/` and of a token page rendered with its data, so the browser paints the cards and the
 * token's figures from the HTML, before any JavaScript has run. Its API answers go into the page
 * (lib/first-reads.ts), where the app's first render finds them: the same view, nothing asked twice.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { queriesSettled } from '@/app/queries-settled';
import { createQueryClient } from '@/app/query-client';
import { type FirstRead, firstReadKey, firstReadsElement } from '@/lib/first-reads';
import { retryAfterSeconds } from '@/lib/http';
import { renderApp } from './render-app';

export interface FirstView {
  /** React's resource hints (preloads of the images it shows), for the page ahead of the root. */
  hints: string;
  /** The app's markup for `#root`. */
  html: string;
  /** The `<script type="application/json">` element with the answers it was rendered from. */
  firstReads: string;
}

/** The pages rendered with data: those with a prerendered shell (boot-shell.ts), the others paint with the app. */
const RENDERED_PATH = /^\/(?:token\/0x[0-9a-fA-F]{40}\/?)?$/;

/** A render's answers; `complete` until one of them cannot be handed to the browser. */
interface RenderReads {
  reads: FirstRead[];
  complete: boolean;
  /** Aborted when the launch service answers a read with 429. */
  limited: AbortController;
}

/**
 * Until when (ms since the epoch) the launch service has asked this server to wait: its 429's
 * Retry-After. WHY: every visitor's render asks from this server's one address, so once the service
 * limits it, a render would wait out its retries and send skeletons late; meanwhile pages go out as
 * built at once, and each browser asks the service itself.
 */
let limitedUntil = 0;

/** The longest pause a Retry-After earns: past it, a render asks again (and a 429 pauses anew). */
const MAX_LIMITED_MS = 60_000;

/** Each render's answers, kept apart from those of the renders running at the same time. */
const renderReads = new AsyncLocalStorage<RenderReads>();

/**
 * Notes every answer a render receives. WHY the global fetch: the app's HTTP layer calls it; inside a
 * render the answer is read once here and handed on as a fresh Response. An answer the browser would
 * ask for again (429, 5xx) or a request that is not a read (a body other than text) is not kept, and
 * the page then carries none (renderFirstView).
 */
const serverFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const res = await serverFetch(input, init);
  const store = renderReads.getStore();
  if (!store) return res;
  const body = init?.body;
  const keepable = typeof input === 'string' && (body == null || typeof body === 'string');
  if (res.status === 429) {
    // Without a usable Retry-After, a second: what lib/http waits before asking again.
    const pauseMs = Math.min((retryAfterSeconds(res) ?? 1) * 1000, MAX_LIMITED_MS);
    limitedUntil = Math.max(limitedUntil, Date.now() + pauseMs);
    store.limited.abort();
  }
  if (!keepable || res.status === 429 || res.status >= 500) {
    store.complete = false;
    return res;
  }
  const text = await res.text();
  const key = firstReadKey(init?.method ?? 'GET', input, body ?? undefined);
  store.reads.push({ key, status: res.status, body: text });
  return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
};

/**
 * `url`'s first view (path and query string), with the reads that answered within `waitMs`. When
 * every read answered in time, and usably, the page carries them and the browser hydrates it. When
 * one did not, the page carries none: the browser's own request for it could come back before it
 * hydrates and show something else than the HTML does, so the app renders that page anew instead.
 * Null for a page rendered only in the browser, and while the launch service limits this server's
 * reads (`limitedUntil`). Once `signal` aborts (its reader has left), it stops waiting and rendering,
 * and rejects.
 */
export async function renderFirstView(
  url: string,
  { waitMs, signal }: { waitMs: number; signal?: AbortSignal },
): Promise<FirstView | null> {
  const { pathname, search, searchParams } = new URL(url, 'http://first-view');
  // A referral link (`?ref=`) is rewritten by the app as it arrives (referral-link-capture.tsx): that
  // navigation would change the page while React hydrates it. It is sent as built.
  if (!RENDERED_PATH.test(pathname) || searchParams.has('ref') || Date.now() < limitedUntil) return null;
  const queryClient = createQueryClient({ retry: false });
  const limited = new AbortController();
  const store: RenderReads = { reads: [], complete: true, limited };
  const stop = signal ? AbortSignal.any([signal, limited.signal]) : limited.signal;
  let inTime = false;
  // What the page shows is what had answered at this point: whatever is still on its way is
  // cancelled (back to its skeleton), so that no answer arrives while the page is being written.
  const settle = async () => {
    inTime = await queriesSettled(queryClient, waitMs, stop);
    await queryClient.cancelQueries();
  };
  try {
    const { hints, html } = await renderReads.run(store, () =>
      renderApp(`${pathname}${search}`, queryClient, settle, stop),
    );
    const complete = inTime && store.complete;
    return { hints, html, firstReads: complete ? firstReadsElement(store.reads) : '' };
  } catch (error) {
    if (limited.signal.aborted && !signal?.aborted) return null;
    throw error;
  } finally {
    // Whatever is still on its way is of no use to this page any more.
    void queryClient.cancelQueries();
  }
}
