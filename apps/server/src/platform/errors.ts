import type { ErrorCode } from '@ffe/shared/error-codes';

/** An expected failure: a stable code, a readable message and the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    readonly errCode: ErrorCode,
    message: string,
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

/** The request is fine but the state of things does not allow it now. */
export function conflict(errCode: ErrorCode, message: string): AppError {
  return new AppError(409, errCode, message);
}

/** Someone the shop depends on (a payment provider) cannot do it now; asking again later may work. */
export function unavailable(errCode: ErrorCode, message: string): AppError {
  return new AppError(503, errCode, message);
}
