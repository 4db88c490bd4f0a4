// @vitest-environment node
// As on the server: no document, so the router and React render as they do there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubLaunchApi } from '@/features/discovery/test/api-stub';
import { hostile, makeToken, tokenPage } from '@/features/discovery/test/fixtures';

/** The renderer notes answers through the fetch it finds when loaded: loaded after each stub. */
async function renderer() {
  vi.resetModules();
  return import('./server-entry');
}

const firstReadsOf = (element: string) =>
  JSON.parse(/<script type="application\/json" id="first-reads">(.*)<\/script>/s.exec(element)?.[1] ?? '[]') as [
    string,
    number,
    string,
  ][];

// The first render loads the whole app's modules: seconds on a busy machine.
describe('renderFirstView', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("renders / with the service's tokens and carries the answers it rendered them from", async () => {
    const tokens = [makeToken({ name: 'Server Otter' }), hostile.scriptName()];
    stubLaunchApi(() => tokenPage(tokens));
    const view = await (await renderer()).renderFirstView('/', { waitMs: 1_000 });
    expect(view?.html).toContain('Server Otter');
    expect(view?.html.match(/data-testid="token-card"/g)).toHaveLength(2);
    // A hostile name is text, never markup.
    expect(view?.html).not.toContain('<script>alert(1)</script>');
    expect(view?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const reads = firstReadsOf(view?.firstReads ?? '');
    const tokensRead = reads.find(
      ([key]) => key.startsWith('GET ') && new URL(key.slice(4)).pathname === '/api/tokens',
    );
    expect(tokensRead?.[1]).toBe(200);
    expect(JSON.parse(tokensRead?.[2] ?? '{}').tokens).toHaveLength(2);
    // The banners' 404s are answers too: the browser's first render shows the same empty banners.
    expect(reads.filter(([, status]) => status === 404).length).toBeGreaterThan(0);
  });

  it("renders the page's filters from the query string", async () => {
    const fetchMock = stubLaunchApi(() => tokenPage([makeToken()]));
    await (await renderer()).renderFirstView('/?sortBy=mcap-high&page=2', { waitMs: 1_000 });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((u) => u.pathname === '/api/tokens');
    expect(asked?.searchParams.get('sortBy')).toBe('mcap-high');
    expect(asked?.searchParams.get('page')).toBe('2');
  });

  it('sends skeletons, and no answers at all, when a read did not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input)).pathname === '/api/tokens'
          ? new Promise<Response>(() => undefined)
          : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'none' } }), { status: 404 }),
      ),
    );
    const view = await (await renderer()).renderFirstView('/', { waitMs: 50 });
    expect(view?.html).not.toContain('data-testid="token-card"');
    expect(view?.html).toContain('aria-busy="true"');
    // The banners answered, but the page is rendered anew by the app: it carries nothing to hydrate from.
    expect(view?.firstReads).toBe('');
  });

  it('carries no answers when one of them is an error the browser would ask again for (5xx)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input)).pathname === '/api/tokens'
          ? new Response(JSON.stringify(tokenPage([makeToken({ name: 'Shown Otter' })])), { status: 200 })
          : new Response('{}', { status: 503 }),
      ),
    );
    const view = await (await renderer()).renderFirstView('/', { waitMs: 1_000 });
    // A picture of the page as it was, which the app renders anew.
    expect(view?.html).toContain('Shown Otter');
    expect(view?.firstReads).toBe('');
  });

  it('sends pages as built at once while the launch service limits this server (429), until its Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let limited = true;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      limited && new URL(String(input)).pathname === '/api/tokens'
        ? new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'slow down' } }), {
            status: 429,
            headers: { 'Retry-After': '30' },
          })
        : new Response(JSON.stringify(tokenPage([makeToken({ name: 'Later Otter' })])), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { renderFirstView } = await renderer();
    // Not the wait's 20 s, nor lib/http's retries after 30 s: the page goes out as built.
    expect(await renderFirstView('/', { waitMs: 20_000 })).toBeNull();
    const asked = fetchMock.mock.calls.length;
    limited = false;
    expect(await renderFirstView('/?page=2', { waitMs: 20_000 })).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(asked);
    vi.setSystemTime(Date.now() + 31_000);
    expect((await renderFirstView('/', { waitMs: 20_000 }))?.html).toContain('Later Otter');
  });

  it('stops waiting and rendering once its reader has left', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const left = new AbortController();
    // A wait longer than this test's timeout: only the abort can end it in time.
    const rendering = (await renderer()).renderFirstView('/', { waitMs: 60_000, signal: left.signal });
    left.abort();
    await expect(rendering).rejects.toThrow();
  });

  it('renders only the pages that have a first view; the others paint with the app', async () => {
    stubLaunchApi(() => tokenPage([]));
    const { renderFirstView } = await renderer();
    expect(await renderFirstView('/leaderboard', { waitMs: 50 })).toBeNull();
    expect(await renderFirstView('/token/not-an-address', { waitMs: 50 })).toBeNull();
    expect(await renderFirstView('/?ref=ABCD2345', { waitMs: 50 })).toBeNull();
  });
});
