import type { FastifyRequest } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import { isAdmin, type Identity, type StaffIdentity, type StudentIdentity } from './identity.ts';

/**
 * The verified caller of a route, for handlers: identity comes from the token the auth plugin checked
 * (its `config.auth` policy already refused who may not call), never from a body.
 */
export function requireCaller(req: FastifyRequest): Identity {
  if (!req.identity) throw new DomainError('authRequired');
  return req.identity;
}

export function requireAdmin(req: FastifyRequest): StaffIdentity {
  const identity = requireCaller(req);
  if (!isAdmin(identity)) throw new DomainError('adminOnly');
  return identity;
}

export function requireStudent(req: FastifyRequest): StudentIdentity {
  const identity = requireCaller(req);
  if (identity.kind !== 'student') throw new DomainError('studentOnly');
  return identity;
}
