import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from './envelope';
import { AppError } from './errors';
import { problemOf } from './field-problems';

/**
 * What Fastify's own client errors mean, in words of our own: theirs may echo the request (a body's text, a
 * content type, the whole URL).
 */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_BAD_URL: 'path: not a valid address (a bad percent-escape)',
  FST_ERR_MAX_PARAM_LENGTH: 'path: a part of the address is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'path: this address cannot be routed',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: this call does not take a body of that type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length: does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: too large for this call',
  FST_ERR_CTP_EMPTY_TYPE: 'content-type: empty',
  FST_ERR_CTP_INVALID_TYPE: 'content-type: not a valid type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: empty, though sent as JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: not valid JSON',
};

/** The plain words of a status, for a client error no table above names. */
function clientErrorMessage(error: FastifyError, status: number): string {
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (status === 404) return 'Not found';
  if (status === 405) return 'This call does not take that method';
  if (status === 408) return 'The request took too long to arrive';
  if (status === 413) return 'The request is too large';
  if (status === 415) return 'This call does not take a body of that type';
  return 'The request could not be read';
}

/** A client error as the envelope, with a fixed message: never the request's own text. */
function sendClientError(reply: FastifyReply, error: FastifyError, status: number) {
  return reply.status(status).send(failure(status, 'INVALID_PARAM', clientErrorMessage(error, status)));
}

/**
 * The router's errors (a bad percent-escape, a path part over the length limit), answered as every other error:
 * Fastify's option `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendClientError(reply, error, error.statusCode && error.statusCode >= 400 ? error.statusCode : 400);
}

/** The one error handler: expected errors keep their code, validation names the field, the rest is a plain 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(failure(error.status, error.errCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Each field with its stable problem, which the page words in its language; never zod's English.
      const message = error.validation
        .map(
          (issue) =>
            `${issue.instancePath.slice(1).replaceAll('/', '.') || error.validationContext}: ${problemOf({
              ...issue.params,
              code: issue.keyword,
              message: issue.message ?? '',
            })}`,
        )
        .join('; ');
      return reply.status(400).send(failure(400, 'INVALID_PARAM', message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure(429, 'RATE_LIMITED', 'Too many requests, please slow down'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendClientError(reply, error, error.statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, 'SYSTEM_ERROR', 'Something went wrong on our side'));
  });
}
