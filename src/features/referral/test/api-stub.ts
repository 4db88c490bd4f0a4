import type { NonceResponse, Session } from '@interface/auth';
import type { ReferralCode, ReferralStats, RegisterResponse } from '@interface/referral';
import { vi } from 'vitest';

export type Failure = { status: number; body?: unknown; headers?: Record<string, string> };
type Answer<T> = T | Failure;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const isFailure = (a: unknown): a is Failure =>
  typeof a === 'object' && a !== null && 'status' in a && typeof (a as Failure).status === 'number';

const CODES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

export const httpError = (
  status: number,
  message = `answered ${status}`,
  extra: { headers?: Record<string, string>; details?: { field: string; message: string }[] } = {},
): Failure => ({
  status,
  body: { error: { code: CODES[status] ?? 'INTERNAL', message, ...(extra.details && { details: extra.details }) } },
  ...(extra.headers && { headers: extra.headers }),
});

/** The service's answer: a nonce valid 10 minutes from now (the faked clock, when a test fakes it). */
const serviceNonce = (): NonceResponse => ({
  nonce: 'n0nceFromService42',
  issued_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
});

export interface ReferralApi {
  nonce?: () => Answer<NonceResponse>;
  /** POST /api/auth/verify, by its body. */
  verify?: (body: { message: string; signature: string }) => Answer<Session> | Promise<Answer<Session>>;
  /** GET /api/referral/code, by the Authorization header. */
  code?: (authorization: string | null) => Answer<ReferralCode>;
  /** GET /api/referral/stats, by period and the Authorization header. */
  stats?: (period: string | null, authorization: string | null) => Answer<ReferralStats>;
  /** POST /api/referral/register, by its body and Authorization header; `'offline'` makes fetch itself fail. */
  register?: (
    body: { referral_code: string; wallet_address: string },
    authorization: string | null,
  ) => Answer<RegisterResponse> | 'offline';
}

/** Stubs `fetch` with the launch service's sign-in and referral endpoints. Returns the mock. */
export function stubReferralApi(api: ReferralApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    let answer: unknown;
    switch (url.pathname) {
      case '/api/auth/nonce':
        answer = (api.nonce ?? serviceNonce)();
        break;
      case '/api/auth/verify':
        answer = await (api.verify ?? (() => httpError(401, 'no verify stub')))(body);
        break;
      case '/api/referral/code':
        answer = (api.code ?? (() => httpError(500)))(headers.get('Authorization'));
        break;
      case '/api/referral/stats':
        answer = (api.stats ?? (() => httpError(500)))(url.searchParams.get('period'), headers.get('Authorization'));
        break;
      case '/api/referral/register': {
        answer = (api.register ?? (() => httpError(500)))(body, headers.get('Authorization'));
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        break;
      }
      default:
        answer = httpError(404, 'no route');
    }
    return isFailure(answer) ? json(answer.body ?? {}, answer.status, answer.headers) : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests sent to `path`, in order. */
export const requestsTo = (fetchMock: ReturnType<typeof stubReferralApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input)).pathname === path)
    .map(([input, init]) => ({
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
