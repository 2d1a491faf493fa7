import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A response serializer for hot routes whose response schemas are plain data (objects, arrays,
 * strings, numbers, nulls; no transforms): each zod response schema becomes a JSON Schema once, at
 * start-up, and fast-json-stringify compiles a stringifier from it. For data of the schema's type
 * the output is the same as the zod serializer's (undeclared keys are dropped too) and several
 * times faster: encoding through zod runs every check on every value of every item.
 */
export function jsonSchemaSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output' });
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  return (data) => stringify(data);
}
