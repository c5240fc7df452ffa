import { errorCodes } from '@ffe/shared/error-codes';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { RouteDemand } from './route-demands';

/** The failure envelope `platform/error-handler.ts` sends; `code` is the HTTP status (`any` for `default`). */
function envelope(status: number | 'any'): OpenAPIV3_1.SchemaObject {
  return {
    type: 'object',
    required: ['code', 'message', 'errCode', 'data'],
    additionalProperties: false,
    properties: {
      code: status === 'any' ? { type: 'integer', minimum: 400, maximum: 599 } : { type: 'integer', enum: [status] },
      message: { type: 'string', description: 'What went wrong, for people; a bad field is named first' },
      errCode: { $ref: '#/components/schemas/ErrorCode' },
      data: { type: 'null' },
    },
  };
}

/** Each error answer's name in the document's schemas, its status and what it means. */
const ANSWERS = {
  BadInput: [400, 'Bad input: a field breaks its rule (named in `message`), or the body is not JSON'],
  SignInNeeded: [401, 'No token, or a forged, revoked or expired one: sign in again'],
  NotAllowed: [403, 'Signed in without the permission this call needs, or a new password is owed'],
  NotFound: [404, 'The record the path names does not exist or is not yours'],
  TooMany: [429, 'Too many of these for now: retry after `retry-after` seconds'],
  Failed: [500, 'Something went wrong on our side'],
  Refused: ['any', 'Another refusal the call can answer (a conflict, a limit, a provider that failed)'],
} as const;
type AnswerName = keyof typeof ANSWERS;

/** The document's schemas the error answers refer to: the stable codes (decision 002) and an envelope per status. */
export const errorSchemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  ErrorCode: {
    type: 'string',
    enum: [...errorCodes],
    description: 'A stable code the client can react to (`packages/shared/src/error-codes.ts`)',
  },
  ...Object.fromEntries(Object.entries(ANSWERS).map(([name, [status]]) => [name, envelope(status)])),
};

function answer(name: AnswerName, extra: object = {}) {
  return { description: ANSWERS[name][1], $ref: `#/components/schemas/${name}`, ...extra };
}

const retryAfter = {
  'retry-after': { type: 'integer', minimum: 1, description: 'Seconds until trying again may succeed' },
};

/** What a route is that its error answers follow from. */
export interface ErrorSources {
  method: string;
  url: string;
  /** Whether the route reads a body, path parameters or a query string. */
  readsInput: boolean;
  demands: readonly RouteDemand[];
}

/**
 * The error answers a route documents: 400 where it reads input, 401/403 from its sign-in hooks, 404 where its path
 * names a record, 429 from its quota, 500 everywhere, and `default` for what its service may answer besides (409,
 * 413, 503, a 403 or 429 of its own).
 */
export function errorAnswers({ method, url, readsInput, demands }: ErrorSources): Record<string, object> {
  const signIns = demands.flatMap((d) => ('signIn' in d && d.signIn !== 'optional' ? [d] : []));
  const answers: Record<string, object> = {};
  if (readsInput || method !== 'GET') answers[400] = answer('BadInput');
  if (signIns.length) answers[401] = answer('SignInNeeded');
  if (signIns.some((d) => d.signIn === 'staff')) answers[403] = answer('NotAllowed');
  if (url.includes(':')) answers[404] = answer('NotFound');
  if (demands.some((d) => 'quota' in d)) answers[429] = answer('TooMany', { headers: retryAfter });
  answers[500] = answer('Failed');
  answers.default = answer('Refused');
  return answers;
}
