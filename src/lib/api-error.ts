/** Why a request to a service failed, in one shape whatever the cause. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: string;
  details?: { field: string; message: string }[];
  /** Seconds until a rate limit lifts (from Retry-After). */
  retryAfter?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly details: { field: string; message: string }[];
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.retryAfter = init.retryAfter;
  }

  get isNotFound() {
    return this.status === 404;
  }

  get isRateLimited() {
    return this.status === 429;
  }

  /** Worth trying again without changing anything: the network, a timeout, or a rate limit. */
  get isTransient() {
    return this.kind === 'network' || this.kind === 'timeout' || this.status === 429;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
