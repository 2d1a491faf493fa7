import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors';

/** Does any string (or key) in this parsed query, body or params contain a NUL character? */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * Refuses text with NUL characters before it is validated: PostgreSQL cannot store them in text
 * columns nor compare with them (a search for "%00" used to end in a 500), and no field of the
 * portal has a use for them. Same answer on SQLite, so both databases behave alike.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
        throw new DomainError('invalidCharacters');
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
