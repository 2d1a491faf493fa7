import { errorResponseSchema } from '@portal/domain/schemas';

/** The error statuses the API answers (every error is a 4xx with a stable `code` and a Spanish `message`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;

const MEANINGS: Record<ErrorStatus, string> = {
  400: 'Datos no válidos (mensaje en español, o un arreglo de mensajes)',
  401: 'Sin token o token no válido',
  403: 'El usuario no tiene permiso para esta acción',
  404: 'El recurso no existe',
  409: 'Conflicto con una regla o con el estado actual',
  410: 'El recurso ya no está disponible',
  429: 'Demasiados intentos; espere antes de reintentar',
};

/**
 * The one description of a route's error answers `{ statusCode, error, code, message }` for OpenAPI
 * (`code` one of the published codes, ERROR_CODES):
 * every route lists its statuses here. A number takes the usual meaning; an object gives the route's
 * own wording for those statuses: `errorResponses(400, 401, { 404: 'La clase no existe' })`.
 */
export function errorResponses(...statuses: (ErrorStatus | Partial<Record<ErrorStatus, string>>)[]) {
  const described = statuses.flatMap((s): [ErrorStatus, string][] =>
    typeof s === 'number'
      ? [[s, MEANINGS[s]]]
      : Object.entries(s).map(([status, description]) => [Number(status) as ErrorStatus, description]),
  );
  return Object.fromEntries(
    described.map(([status, description]) => [status, errorResponseSchema.describe(description)]),
  );
}
