import type { ErrorCode } from '@ffe/shared/error-codes';

/** An expected failure: a stable code, a readable message and the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    readonly errCode: ErrorCode,
    message: string,
    /** Sent as `retry-after` so a client knows when to try again. */
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

/** The signed-in user lacks the permission or the record is not theirs to change. */
export function forbidden(message: string, errCode: ErrorCode = 'PERMISSION_DENIED'): AppError {
  return new AppError(403, errCode, message);
}

/** No signed-in user where one is needed. */
export function notSignedIn(): AppError {
  return new AppError(401, 'TOKEN_INVALID', '请先登录');
}

/** Like notFound, for when the answer must say more than "<what> not found". */
export function notFoundBecause(message: string, errCode: ErrorCode = 'NOT_FOUND'): AppError {
  return new AppError(404, errCode, message);
}

/** Signing in failed or the token is bad; the code tells the client whether to sign in again. */
export function unauthorized(errCode: ErrorCode, message: string): AppError {
  return new AppError(401, errCode, message);
}

/** Bad input with a code of its own, so the client can react to it (not just show INVALID_PARAM). */
export function badRequest(errCode: ErrorCode, message: string): AppError {
  return new AppError(400, errCode, message);
}

/** The request body (an upload) is over a size limit. */
export function tooLarge(errCode: ErrorCode, message: string): AppError {
  return new AppError(413, errCode, message);
}

export function invalidParam(message: string): AppError {
  return new AppError(400, 'INVALID_PARAM', message);
}

/** A limit was reached; `seconds` is how long until trying again may succeed (at least 1). */
export function tooManyRequests(errCode: ErrorCode, message: string, seconds: number): AppError {
  return new AppError(429, errCode, message, Math.max(1, Math.ceil(seconds)));
}

/** A pay channel this shop is not configured to take money on. */
export function payChannelUnavailable(channel: string): AppError {
  return new AppError(400, 'PAY_CHANNEL_UNAVAILABLE', `channel: ${channel} is not offered`);
}

/** A provider's notice or answer whose signature does not hold; nothing it says is believed. */
export function paymentSignatureInvalid(detail: string): AppError {
  return new AppError(400, 'PAYMENT_SIGNATURE_INVALID', detail);
}

/** A notice whose signed timestamp is too old (or far ahead) to be anything but a replay. */
export function paymentNoticeExpired(): AppError {
  return new AppError(400, 'PAYMENT_NOTICE_EXPIRED', 'the notice timestamp is outside the accepted window');
}

/** A signed notice the shop cannot read (tampered ciphertext, missing fields). */
export function paymentNoticeUnreadable(detail: string): AppError {
  return new AppError(400, 'PAYMENT_NOTICE_UNREADABLE', detail);
}

/** A payment provider refused a call or could not be reached; the message never carries its answer verbatim. */
export function paymentProviderFailed(provider: string, what: string): AppError {
  return new AppError(503, 'PAYMENT_PROVIDER_FAILED', `${provider}: ${what}`);
}

/** The request is fine but the state of things does not allow it now. */
export function conflict(errCode: ErrorCode, message: string): AppError {
  return new AppError(409, errCode, message);
}

/** A save made from `version` of a record someone has saved since (now `current`): nothing is changed. */
export function staleRecord(what: string, version: number, current: number): AppError {
  return conflict('RECORD_CHANGED', `version: the ${what} was saved by someone else (${version} → ${current})`);
}

/** A stock change made from a count orders or staff have moved since (now `current`): nothing is changed. */
export function stockMoved(field: string, current: number): AppError {
  return conflict('STOCK_CHANGED', `${field}: stock is now ${current}`);
}

/** A route's own rate limit (@fastify/rate-limit), which sends `retry-after` itself. */
export function rateLimited(message: string): AppError {
  return new AppError(429, 'RATE_LIMITED', message);
}

/** Someone the shop depends on (a payment provider) cannot do it now; asking again later may work. */
export function unavailable(errCode: ErrorCode, message: string): AppError {
  return new AppError(503, errCode, message);
}
