import { vi } from 'vitest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const isStatus = (a: unknown): a is { status: number; body?: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && typeof (a as { status: unknown }).status === 'number';

/**
 * Stubs `fetch` by path: each handler returns a body (200) or `{ status, body? }`, for each request, so a test can change
 * its mind between calls (a service that fails, then recovers). Unlisted paths answer 404.
 */
export function stubApi(handlers: Record<string, (url: URL, init?: RequestInit) => unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const handler = handlers[url.pathname];
    if (!handler) return json({ error: { code: 'NOT_FOUND', message: 'Nothing here' } }, 404);
    const answer = handler(url, init);
    return isStatus(answer) ? json(answer.body ?? {}, answer.status) : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const requestsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === path);
