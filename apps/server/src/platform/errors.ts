import type { ErrorCode } from '@ffe/shared/error-codes';

/** An expected failure: a stable code, a readable message and the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    readonly errCode: ErrorCode,
    message: string,
    /** Sent as `retry-after`: when a refused caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** `what` is the kind of thing that was not found, e.g. 'goods'. */
export function notFound(what: string, errCode: ErrorCode = 'NOT_FOUND'): AppError {
  return new AppError(404, errCode, `${what} not found`);
}

export function invalidParam(message: string): AppError {
  return new AppError(400, 'INVALID_PARAM', message);
}

/** Over a quota or a rate: the answer says in `retry-after` when the caller may try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, 'RATE_LIMITED', message, Math.max(1, Math.ceil(retryAfterSeconds)));
}
