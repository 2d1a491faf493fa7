/** How many subjects a student may mark «Me interesa» in one summer. */
export const MAX_INTERESTS = 5;

/** The refusals of «Me interesa» (apart from demand.ts: the error list reads only these texts). */
export const DEMAND_MESSAGES = {
  limit: `Puedes marcar «Me interesa» en ${MAX_INTERESTS} materias como máximo. Quita una para marcar otra.`,
  noSummer: 'No hay un verano en curso para marcar «Me interesa».',
} as const;
