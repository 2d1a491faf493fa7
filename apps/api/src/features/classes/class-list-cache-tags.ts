import type { FastifyRequest } from 'fastify';

/**
 * The tags of the class list's cached answers (plugins/response-cache.ts): a page shows its classes
 * (`class:<id>`) and, when its filter or order reads the enrolled count (the quorum filter, the sort by
 * enrolled), depends on every class's seats (`seats`). A write that only moves seats of one class
 * (an enrolment, a withdrawal, a removal and the waitlist promotion it causes) changes no other
 * class's row and no filter's matches, so it invalidates just these two tags.
 */
export function classListTags(query: unknown, body: unknown): string[] {
  const q = query as { quorum?: unknown; sort?: { key?: string } };
  const rows = (body as { data?: { id_class: number }[] }).data ?? [];
  const tags = rows.map((r) => classTag(r.id_class));
  if (q.quorum !== undefined || q.sort?.key === 'enrolled') tags.push(SEATS_TAG);
  return tags;
}

const SEATS_TAG = 'seats';

function classTag(classId: number): string {
  return `class:${classId}`;
}

/** `config.cacheChanges` of a route that moves seats of the class `classIdOf` names. */
export function seatsOf(classIdOf: (request: FastifyRequest) => number) {
  return (request: FastifyRequest): string[] => [classTag(classIdOf(request)), SEATS_TAG];
}
