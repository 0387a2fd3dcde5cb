import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldIssue } from '#shared/errors.ts';
import { AppError, RateLimitedError, ServiceUnavailableError } from '../lib/errors/app-errors.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/errors/database-unavailable.ts';
import { sendUnavailablePage, wantsHtmlPage } from '../lib/http/unavailable-page.ts';

/**
 * Maps every failure to the shared error body: AppErrors as they say, bad input to 400, the rest to
 * a masked 500. A page request the server cannot serve now (503) gets a friendly HTML page instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof ServiceUnavailableError && wantsHtmlPage(request))
        return sendUnavailablePage(reply, error.message, error.retryAfterSeconds);
      if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { message: error.message, code: error.code, issues: error.issues };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.message} (${first.path})`
          : first.message
        : 'Invalid request';
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', issues } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ message: 'Internal server error', code: 'INTERNAL' } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      const message = status === 413 ? 'Request body is too large' : humanizeFastifyMessage(error);
      return reply.status(status).send({ message, code } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      if (wantsHtmlPage(request))
        return sendUnavailablePage(reply, DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

function humanizeFastifyMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is empty; send a JSON object';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return 'Unsupported content type; send application/json';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'Request body is not valid JSON';
  return error.message;
}
