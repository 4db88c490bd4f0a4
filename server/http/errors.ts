import type { ErrorCode } from '../../interface/common';

const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500> = {
  INVALID_REQUEST: 400,
  NO_ROUTE: 400,
  INSUFFICIENT_LIQUIDITY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export interface ErrorDetail {
  field: string;
  message: string;
}

/** A failure the client is told about, in the one error body of the decisions. */
export class ApiError extends Error {
  readonly status: (typeof STATUS)[ErrorCode];

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.details && { details: this.details }) } };
  }
}

export const notFound = (what: string) => new ApiError('NOT_FOUND', `${what} was not found`);
export const unauthorized = (why: string) => new ApiError('UNAUTHORIZED', why);
