import { z } from '@interface/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { buildUrl, getJson, postJson } from './http';

const schema = z.object({ value: z.number() });
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const e = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('keeps a path in the service URL, with or without its trailing slash', () => {
    expect(buildUrl('https://host/launch/', '/api/tokens')).toBe('https://host/launch/api/tokens');
    expect(buildUrl('https://host/launch', '/api/tokens', { page: 2 })).toBe('https://host/launch/api/tokens?page=2');
    expect(buildUrl('https://host', '/api/tokens')).toBe('https://host/api/tokens');
  });

  it('joins base and path and leaves out empty parameters', () => {
    expect(buildUrl('http://h:1', '/api/tokens', { page: 2, search: '', status: undefined, socials: ['a', 'b'] })).toBe(
      'http://h:1/api/tokens?page=2&socials=a%2Cb',
    );
  });

  it('encodes what a user typed', () => {
    expect(buildUrl('http://h', '/api/tokens', { search: 'a&b=c #' })).toBe('http://h/api/tokens?search=a%26b%3Dc+%23');
  });
});

describe('getJson', () => {
  it('parses the answer with the schema', async () => {
    stubFetch(json({ value: 3, extra: 'ignored' }));
    await expect(getJson('http://h', '/x', {}, schema)).resolves.toEqual({ value: 3 });
  });

  it('turns the error body of the services into a typed error', async () => {
    const body = {
      error: {
        code: 'INVALID_REQUEST',
        message: 'Invalid request: check page',
        details: [{ field: 'page', message: 'too small' }],
      },
    };
    const fetchMock = stubFetch(json(body, { status: 400 }));
    const e = await failure(getJson('http://h', '/x', {}, schema));
    expect(e).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'Invalid request: check page',
    });
    expect(e.details).toEqual([{ field: 'page', message: 'too small' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1); // a 400 is never retried
  });

  it('gives a readable message for an error of another shape', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const e = await failure(getJson('http://h', '/x', {}, schema));
    expect(e.status).toBe(502);
    expect(e.message).toMatch(/having trouble/);
  });

  it('reports an answer that does not match the schema', async () => {
    stubFetch(json({ value: 'three' }));
    const e = await failure(getJson('http://h', '/x', {}, schema));
    expect(e).toMatchObject({ kind: 'invalid-response' });
    expect(e.message).toMatch(/at value/);
  });

  it('retries a network error, then succeeds', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(new TypeError('fetch failed'), json({ value: 1 }));
    const result = getJson('http://h', '/x', {}, schema);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ value: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits Retry-After before retrying a 429', async () => {
    vi.useFakeTimers();
    const limited = json(
      { error: { code: 'RATE_LIMITED', message: 'slow down' } },
      { status: 429, headers: { 'Retry-After': '3' } },
    );
    const fetchMock = stubFetch(limited, json({ value: 2 }));
    const result = getJson('http://h', '/x', {}, schema);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ value: 2 });
  });

  it('asks no more once its caller has gone while a 429 was read', async () => {
    vi.useFakeTimers();
    const gone = new AbortController();
    const limited = json(
      { error: { code: 'RATE_LIMITED', message: 'slow down' } },
      { status: 429, headers: { 'Retry-After': '3' } },
    );
    const fetchMock = vi.fn(async () => {
      // The caller leaves (a query cancelled) after the answer came and before the retry's wait.
      gone.abort(new Error('gone'));
      return limited;
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = getJson('http://h', '/x', {}, schema, { signal: gone.signal });
    const settled = result.then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(await Promise.race([settled, 'still waiting'])).toBe('gone');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('gives up after its retries with the last error, retryAfter included', async () => {
    const limited = () =>
      json({ error: { code: 'RATE_LIMITED', message: 'slow down' } }, { status: 429, headers: { 'Retry-After': '0' } });
    // A fourth answer would succeed: only a client that stops after two retries fails here.
    const fetchMock = stubFetch(limited(), limited(), limited(), json({ value: 1 }));
    const e = await failure(getJson('http://h', '/x', {}, schema));
    expect(e).toMatchObject({ isRateLimited: true, retryAfter: 0, message: 'slow down' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reports a network failure plainly', async () => {
    stubFetch(new TypeError('fetch failed'));
    const e = await failure(getJson('http://h', '/x', {}, schema, { retries: 0 }));
    expect(e).toMatchObject({ kind: 'network', isTransient: true });
  });

  it('times out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    vi.useFakeTimers();
    const pending = failure(getJson('http://h', '/x', {}, schema, { timeoutMs: 5_000, retries: 0 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });
});

describe('postJson', () => {
  it('sends JSON and never retries on its own', async () => {
    const fetchMock = stubFetch(new TypeError('fetch failed'), json({ value: 1 }));
    const e = await failure(postJson('http://h', '/api/chat', { a: 1 }, schema));
    expect(e.kind).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });
});
