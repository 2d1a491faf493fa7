import type { FastifyRequest } from 'fastify';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A `preValidation` hook for routes the spec's clients call with their fields as query parameters:
 * the query parameters become the body (a JSON body's fields win over them), so one body schema
 * validates both ways of sending. A body that is not an object is left for the schema to refuse.
 */
export async function queryAsBody(req: FastifyRequest): Promise<void> {
  const query = isPlainObject(req.query) ? req.query : {};
  const body: unknown = req.body;
  if (body === undefined || body === null) req.body = { ...query };
  else if (isPlainObject(body)) req.body = { ...query, ...body };
}
