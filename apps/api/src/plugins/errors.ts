import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, isDomainError } from '@portal/domain/errors';
import { isDatabaseUnavailableError, isTransientDbError } from '../db/db-errors.ts';

/** Seconds a client should wait before retrying a 503 (the database is away or busy). */
export const RETRY_AFTER_S = 5;

export const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: ERROR_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: ERROR_MESSAGES.badRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ERROR_MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ERROR_MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: ERROR_MESSAGES.badRequest },
  FST_ERR_BAD_URL: { status: 400, message: 'La dirección solicitada no es válida.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: ERROR_MESSAGES.badRequest },
};

export const GENERIC_4XX: Record<number, string> = {
  400: ERROR_MESSAGES.badRequest,
  401: ERROR_MESSAGES.authRequired,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  405: 'Método no permitido.',
  406: 'Formato de respuesta no admitido.',
  408: 'La solicitud tardó demasiado. Intenta nuevamente.',
  409: 'La solicitud entra en conflicto con el estado actual.',
  413: ERROR_MESSAGES.payloadTooLarge,
  414: 'La dirección solicitada es demasiado larga.',
  415: ERROR_MESSAGES.unsupportedMediaType,
  429: ERROR_MESSAGES.tooManyRequests,
  431: 'Los encabezados de la solicitud son demasiado grandes.',
};

export function errorBody(statusCode: number, message: string | string[]) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * One error handler for the whole API: every failure becomes `{ statusCode, error, message }`
 * with a Spanish message. Anything unexpected is logged and answered as a generic 500.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDomainError(error)) {
        if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_S));
        return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
      }
      // The database is unreachable, silent or locked, or chose this request as a deadlock's victim:
      // not the client's fault, and it passes. An outage is logged once per incident by the db
      // plugin, not here once per request.
      if (isDatabaseUnavailableError(error) || isTransientDbError(error)) {
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .send(errorBody(503, ERROR_MESSAGES.unavailable));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const messages = [...new Set(error.validation.map((v) => v.message ?? ERROR_MESSAGES.badRequest))];
        return reply.code(400).send(errorBody(400, messages.length === 1 ? messages[0]! : messages));
      }
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (known) return reply.code(known.status).send(errorBody(known.status, known.message));
      if (error instanceof SyntaxError) return reply.code(400).send(errorBody(400, ERROR_MESSAGES.invalidJson));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody(status, GENERIC_4XX[status] ?? ERROR_MESSAGES.badRequest));
      }
      request.log.error({ err: error }, 'unhandled error');
      const code = status === 503 ? 503 : 500;
      return reply
        .code(code)
        .send(errorBody(code, code === 503 ? ERROR_MESSAGES.unavailable : ERROR_MESSAGES.internal));
    });
  },
  { name: 'errors' },
);
