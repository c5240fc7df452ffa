import type { ErrorEnvelope } from '@ffe/shared/contracts/envelope';

/** Wraps a result in the success envelope. */
export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: 'ok', data };
}

/** Builds the failure envelope; `code` mirrors the HTTP status. */
export function failure(status: number, errCode: string, message: string): ErrorEnvelope {
  return { code: status, errCode, message, data: null };
}
