import { errorResponseSchema } from '@portal/domain/schemas';

const MEANINGS: Record<number, string> = {
  400: 'Datos no válidos (mensaje en español, o un arreglo de mensajes)',
  401: 'Sin token o token no válido',
  403: 'El usuario no tiene permiso para esta acción',
  404: 'El recurso no existe',
};

/** Documents the error answers `{ statusCode, error, message }` of a route, for OpenAPI. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((c) => [c, errorResponseSchema.describe(MEANINGS[c] ?? 'Error')]));
}
