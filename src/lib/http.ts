import { errorBodySchema } from '@interface/common';
import type { z } from '@interface/zod';
import { ApiError } from './api-error';
import { firstReadKey, takeFirstRead } from './first-reads';
import { sleep } from './sleep';

export type QueryParams = Record<string, string | number | boolean | readonly string[] | undefined | null>;

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** Default 15 s. */
  timeoutMs?: number;
  /** Retries of network errors and 429s (after Retry-After); default 2 for reads, 0 for posts. */
  retries?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_RETRY_WAIT_S = 30;

/**
 * The endpoint's URL under `base`, keeping any path the base has: a service behind
 * `https://host/launch/` answers at `https://host/launch/api/…`. WHY not `new URL(path, base)`: an
 * absolute path replaces the base's own path.
 */
export function buildUrl(base: string, path: string, params: QueryParams = {}): string {
  const url = new URL(path.replace(/^\/+/, ''), `${base.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/** Retry-After in seconds (either of its forms), or undefined when absent or unreadable. */
export function retryAfterSeconds(res: Response): number | undefined {
  const raw = res.headers.get('Retry-After');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function errorFrom(res: Response): Promise<ApiError> {
  const retryAfter = retryAfterSeconds(res);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError({ kind: 'http', status: res.status, code, message, details, retryAfter });
  }
  const fallback =
    res.status === 429
      ? 'Too many requests: please wait a moment'
      : res.status >= 500
        ? 'The service is having trouble: please try again shortly'
        : `The service answered ${res.status} ${res.statusText}`.trim();
  return new ApiError({ kind: 'http', status: res.status, message: fallback, retryAfter });
}

async function once(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  // The answer the server rendered this page with, when it did (first-reads.ts).
  const { method = 'GET', body } = init;
  const firstRead =
    body == null || typeof body === 'string' ? takeFirstRead(firstReadKey(method, url, body ?? undefined)) : undefined;
  if (firstRead) return firstRead;
  // A timer of our own rather than AbortSignal.timeout: the page's clock (and a test's fake one) drives it.
  const timeout = new AbortController();
  // Not cleared once the headers arrive: the timeout covers reading the body too.
  setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    return await fetch(url, { ...init, signal });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    if (timeout.signal.aborted) throw new ApiError({ kind: 'timeout', message: 'The service took too long to answer' });
    throw new ApiError({ kind: 'network', message: 'Cannot reach the service: check your connection' });
  }
}

/**
 * One request with its retries: network errors and 429 only (the latter after Retry-After), never
 * other 4xx. The response is parsed with the interface schema, so a surprise becomes a clear error.
 */
async function request<S extends z.ZodMiniType>(
  url: string,
  init: RequestInit,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const retries = options.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    let error: ApiError;
    try {
      const res = await once(url, init, options);
      if (res.ok) return await parse(res, schema);
      error = await errorFrom(res);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      error = e;
    }
    const retryable = error.kind === 'network' || error.status === 429;
    const wait = error.status === 429 ? (error.retryAfter ?? 1) : 2 ** attempt * 0.5;
    if (!retryable || attempt >= retries || wait > MAX_RETRY_WAIT_S) throw error;
    await sleep(wait * 1000, options.signal);
  }
}

async function parse<S extends z.ZodMiniType>(res: Response, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError({
      kind: 'invalid-response',
      status: res.status,
      message: 'The service sent an unreadable answer',
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'the response';
    throw new ApiError({
      kind: 'invalid-response',
      status: res.status,
      message: `The service sent an unexpected answer (at ${where})`,
    });
  }
  return parsed.data;
}

export function getJson<S extends z.ZodMiniType>(
  base: string,
  path: string,
  params: QueryParams,
  schema: S,
  options?: RequestOptions,
) {
  return request(buildUrl(base, path, params), { method: 'GET', headers: options?.headers }, schema, options);
}

/** Posts are not idempotent: retried only when the caller asks (a chat post never is). */
export function postJson<S extends z.ZodMiniType>(
  base: string,
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
) {
  return request(
    buildUrl(base, path),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...options?.headers },
      body: JSON.stringify(body),
    },
    schema,
    { retries: 0, ...options },
  );
}

/**
 * A multipart post (a file upload). No Content-Type of our own: the browser writes the multipart
 * boundary into it. Not retried unless the caller asks, like every post.
 */
export function postForm<S extends z.ZodMiniType>(
  base: string,
  path: string,
  form: FormData,
  schema: S,
  options?: RequestOptions,
) {
  return request(buildUrl(base, path), { method: 'POST', headers: options?.headers, body: form }, schema, {
    retries: 0,
    ...options,
  });
}
