import type { TokenListResponse } from '@interface/tokens';
import { vi } from 'vitest';

export type TokensAnswer = TokenListResponse | { status: number; body?: unknown; headers?: Record<string, string> };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Nothing here' } }, 404);

/**
 * Stubs `fetch` for the discovery page: GET /api/tokens answers `tokens(query)`; the banners'
 * endpoints answer 404 (none today) unless given. Returns the mock, to read the requested URLs.
 */
export function stubLaunchApi(tokens: (query: URLSearchParams) => TokensAnswer, banners: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/tokens') {
      const answer = tokens(url.searchParams);
      return 'tokens' in answer ? json(answer) : json(answer.body ?? {}, answer.status, answer.headers);
    }
    const banner = banners[url.pathname];
    return banner === undefined ? notFound() : json(banner);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings sent to GET /api/tokens, in order. */
export const tokenRequests = (fetchMock: ReturnType<typeof stubLaunchApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/api/tokens')
    .map((url) => url.searchParams);
