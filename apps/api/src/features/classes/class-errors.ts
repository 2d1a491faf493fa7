/** The classes feature's wording of its 404 and 409 answers, for `errorResponses` (lib/error-responses.ts). */
export const CLASS_NOT_FOUND = { 404: 'La clase o el estudiante no existe' } as const;
export const CLASS_CONFLICT = {
  409: 'Conflicto con una regla: clase llena, límite de inscripciones, ya inscrito o estado que no lo permite',
} as const;
