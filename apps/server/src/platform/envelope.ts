import type { ErrorEnvelope } from '@ffe/shared/contracts/envelope';

/** Wraps a result in the success envelope. */
export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: 'ok', data };
}

/** Builds the failure envelope; `code` mirrors the HTTP status. */
export function failure(status: number, errCode: string, message: string): ErrorEnvelope {
  return { code: status, errCode, message, data: null };
}

const rendered = new WeakMap<object, string>();

/**
 * The success envelope as JSON text, rendered once per data object: an answer served from a cache
 * goes out as ready text instead of being checked and stringified again on every hit.
 */
export function okJson(data: object): string {
  let text = rendered.get(data);
  if (text === undefined) {
    text = JSON.stringify(ok(data));
    rendered.set(data, text);
  }
  return text;
}

/** Gives `data` the JSON text its builder joined from pieces rendered earlier: `okJson` then sends that text. */
export function withJson<T extends object>(data: T, dataJson: string): T {
  rendered.set(data, `{"code":200,"message":"ok","data":${dataJson}}`);
  return data;
}
