import type { ChatMessage } from '@interface/chat';
import { vi } from 'vitest';

type Answer = ChatMessage[] | ChatMessage | { status: number; body?: unknown; headers?: Record<string, string> };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const isFailure = (a: Answer): a is { status: number; body?: unknown; headers?: Record<string, string> } =>
  !Array.isArray(a) && 'status' in a;

export const httpError = (status: number, message = `answered ${status}`, headers?: Record<string, string>) => ({
  status,
  body: { error: { code: status === 429 ? 'RATE_LIMITED' : 'ERROR', message } },
  ...(headers && { headers }),
});

export interface ChatApi {
  /** GET /api/chat, by its query (tokenAddress, limit, offset). */
  list: (query: URLSearchParams) => Answer | Promise<Answer>;
  /** POST /api/chat, by its body and headers. */
  post?: (body: Record<string, unknown>, headers: Headers) => Answer | Promise<Answer>;
}

/** Stubs `fetch` with the launch service's two chat endpoints. Returns the mock, to read the requests. */
export function stubChatApi(api: ChatApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/chat') return json({ error: { code: 'NOT_FOUND', message: 'no route' } }, 404);
    const answer =
      init?.method === 'POST'
        ? await (api.post ?? (() => httpError(500)))(JSON.parse(String(init.body)), new Headers(init.headers))
        : await api.list(url.searchParams);
    return isFailure(answer) ? json(answer.body ?? {}, answer.status, answer.headers) : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The offsets asked of GET /api/chat, in order. */
export const listOffsets = (fetchMock: ReturnType<typeof stubChatApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method !== 'POST')
    .map(([input]) => Number(new URL(String(input)).searchParams.get('offset')));

/** The bodies and headers sent to POST /api/chat, in order. */
export const posts = (fetchMock: ReturnType<typeof stubChatApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) }));

/** A promise to resolve by hand: an answer that arrives when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
