import type { FastifyRequest } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import { isAdmin, type Identity, type StaffIdentity, type StudentIdentity } from './identity.ts';

/**
 * The verified caller of a route, for handlers: identity comes from the token the auth plugin checked
 * (its `config.auth` policy already refused who may not call), never from a body. Handlers read the
 * caller only through these helpers, never `req.identity` directly.
 */
export function requireCaller(req: FastifyRequest): Identity {
  if (!req.identity) throw new DomainError('authRequired');
  return req.identity;
}

/** The caller of an `optional` route: null when anonymous. */
export function optionalCaller(req: FastifyRequest): Identity | null {
  return req.identity ?? null;
}

export function requireStaff(req: FastifyRequest): StaffIdentity {
  const identity = requireCaller(req);
  if (identity.kind !== 'staff') throw new DomainError('forbidden');
  return identity;
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

export function requireTeacher(req: FastifyRequest): StaffIdentity {
  const identity = requireStaff(req);
  if (identity.role !== 'teacher') throw new DomainError('forbidden');
  return identity;
}
