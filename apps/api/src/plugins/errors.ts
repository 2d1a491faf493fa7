import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, ERROR_MESSAGES, isDomainError, type ErrorKey } from '@portal/domain/errors';
import { isDatabaseUnavailableError, isTransientDbError } from '../db/db-errors.ts';

/** Seconds a client should wait before retrying a 503 (the database is away or busy). */
export const RETRY_AFTER_S = 5;

/** Fastify's own error codes that are the client's fault, by the error key that answers them. */
export const FASTIFY_CODES: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_TYPE: 'badRequest',
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_ASYNC_CONSTRAINT: 'badRequest',
  FST_ERR_MAX_PARAM_LENGTH: 'uriTooLong',
};

/** Any other 4xx a plugin or Node reports by status alone, by the error key that answers it. */
export const GENERIC_4XX: Record<number, ErrorKey> = {
  400: 'badRequest',
  401: 'authRequired',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  406: 'notAcceptable',
  408: 'requestTimeout',
  409: 'conflict',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

/** The domain error that answers a client-side status, with that status kept. */
export function statusError(status: number): DomainError {
  const key = GENERIC_4XX[status] ?? 'badRequest';
  return new DomainError(key, { statusCode: status });
}

/** The body of every error answer: `{ statusCode, error, code, message }`, from a DomainError alone. */
export function errorBody(error: DomainError) {
  const status = error.statusCode;
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', code: error.code, message: error.bodyMessage };
}

/** Sends a DomainError as the answer (a 503 says when to retry). */
export function sendError(reply: FastifyReply, error: DomainError): FastifyReply {
  if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_S));
  return reply.code(error.statusCode).send(errorBody(error));
}

/** What the schema said of the fields: one Spanish text, or a list of them. */
function validationError(messages: string[]): DomainError {
  const unique = [...new Set(messages)];
  return unique.length === 1
    ? new DomainError('validationFailed', { message: unique[0]! })
    : new DomainError('validationFailed', { messages: unique });
}

/** The DomainError that answers any failure a request met. */
export function asDomainError(error: FastifyError, log: () => void): DomainError {
  if (isDomainError(error)) return error;
  // The database is unreachable, silent or locked, or chose this request as a deadlock's victim:
  // not the client's fault, and it passes. An outage is logged once per incident by the db
  // plugin, not here once per request.
  if (isDatabaseUnavailableError(error) || isTransientDbError(error)) return new DomainError('unavailable');
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(error.validation.map((v) => v.message ?? ERROR_MESSAGES.validationFailed));
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return new DomainError(known);
  if (error instanceof SyntaxError) return new DomainError('invalidJson');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return statusError(status);
  log();
  return new DomainError(status === 503 ? 'unavailable' : 'internal');
}

/**
 * One error handler for the whole API: every failure becomes a DomainError, answered as
 * `{ statusCode, error, code, message }` with a stable code and a Spanish message. Anything
 * unexpected is logged and answered as a generic 500 (`INTERNAL`).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) =>
      sendError(
        reply,
        asDomainError(error, () => request.log.error({ err: error }, 'unhandled error')),
      ),
    );
  },
  { name: 'errors' },
);
