/**
 * TecNM's summer guideline: a summer course is a subject of the catalogue authorised for summer. A
 * retired subject is offered no more (its classes keep their history).
 */
export function offeredInSummer(subject: { summerAuthorised: boolean; retired: boolean }): boolean {
  return subject.summerAuthorised && !subject.retired;
}

/** The reason of a hold: required, at most 200 characters; the problem's text or null. */
export function holdReasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (!text) return 'Escribe el motivo de la retención.';
  if (text.length > 200) return 'El motivo no debe superar 200 caracteres.';
  return null;
}

/** Why a student asks for a convalidation: required, at most 500 characters; the problem's text or null. */
export function convalidationReasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (!text) return 'Escribe por qué solicitas la convalidación.';
  if (text.length > 500) return 'El motivo no debe superar 500 caracteres.';
  return null;
}
