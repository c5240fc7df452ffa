import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from './envelope';
import { AppError } from './errors';

/** The one error handler: expected errors keep their code, validation names the field, the rest is a plain 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return reply.status(error.status).send(failure(error.status, error.errCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map(
          (issue) => `${issue.instancePath.slice(1).replaceAll('/', '.') || error.validationContext}: ${issue.message}`,
        )
        .join('; ');
      return reply.status(400).send(failure(400, 'INVALID_PARAM', message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure(429, 'RATE_LIMITED', 'Too many requests, please slow down'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large) carry safe messages.
      return reply.status(error.statusCode).send(failure(error.statusCode, 'INVALID_PARAM', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, 'SYSTEM_ERROR', 'Something went wrong on our side'));
  });
}
