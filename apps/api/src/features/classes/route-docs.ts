import { errorResponseSchema } from '@portal/domain/schemas';

const MEANINGS: Record<number, string> = {
  400: 'Datos no válidos (mensaje en español, o un arreglo de mensajes)',
  401: 'Sin token o token no válido',
  403: 'El usuario no tiene permiso para esta acción',
  404: 'La clase o el estudiante no existe',
  409: 'Conflicto con una regla: clase llena, límite de inscripciones, ya inscrito o estado que no lo permite',
};

/** Documents the error answers `{ statusCode, error, message }` a route may give, for OpenAPI. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((c) => [c, errorResponseSchema.describe(MEANINGS[c] ?? 'Error')]));
}
