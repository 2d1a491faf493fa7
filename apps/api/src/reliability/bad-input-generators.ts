import fc from 'fast-check';

/**
 * The generators of bad-input.test.ts: the route schemas as the OpenAPI document gives them, and
 * fast-check arbitraries of bad requests built from them.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
export interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface RouteInfo {
  method: string;
  /** Fastify's form: /api/classes/:id */
  url: string;
  write: boolean;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** What a Spanish-speaking user can read: Spanish words and no English boilerplate. */
export function looksSpanish(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (/\b(the|must|should|invalid|required|expected|received|not found|request|body)\b/i.test(message)) return false;
  return /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|en|ya|una?|para|por|que|se|es|con|debe|clase|estudiante|solicitud|texto|valor|campos?|requeridos?|obligatorios?)\b/i.test(
    message,
  );
}

const typeOf = (s: JsonSchema): string => {
  if (s.enum) return 'enum';
  if (s.anyOf) return typeOf(s.anyOf.find((x) => x.type !== 'null') ?? {});
  return [s.type ?? 'any'].flat().find((t) => t !== 'null') ?? 'any';
};

// ---- values ---------------------------------------------------------------------------------

const hugeString = fc.constantFrom(10_000, 70_000).chain((n) => fc.constant('ñ'.repeat(n)));
const unicodeString = fc.string({ unit: 'binary', maxLength: 40 });
const weirdString = fc.oneof(
  fc.string({ maxLength: 30 }),
  unicodeString,
  fc.constantFrom('', ' ', '\u0000', '💥', 'Robert"); DROP TABLE classes;--', '../../etc/passwd', '<script>x</script>'),
);
const weirdNumber = fc.oneof(
  fc.constantFrom(-1, 0, -2_147_483_649, 2_147_483_648, 1e20, Number.MAX_SAFE_INTEGER + 2, 1.5, -0.0001),
  fc.double({ noNaN: true }),
  fc.integer({ min: -1_000_000, max: -1 }),
);
/** Anything at all, of any JSON type. */
const anyValue = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Values that can never pass the schema, whatever coercion it does. */
function definitelyBad(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return fc.constantFrom('abc', -1, 0, 1.5, 1e20, {}, 'NaN', '1e400', '٣', 'Infinity', 2_147_483_648);
    case 'boolean':
      return fc.constantFrom('quizá', 2, {}, [], 'yes');
    case 'enum':
      return fc.constantFrom('otro', 'zzz', 42, {}, []);
    case 'string':
      return fc.constantFrom(42, {}, [], true, -7.5);
    default:
      return fc.constant({ __no_valido__: true });
  }
}

/** A path parameter that names nothing: not a number, negative, zero, huge, or an id that does not exist. */
const badPathValue = (schema: JsonSchema) =>
  typeOf(schema) === 'enum'
    ? fc
        .oneof(
          fc.constantFrom('otro', 'APROBADO-', '%F0%9F%92%A5', '..', '0'),
          fc.string({ minLength: 1, maxLength: 12 }),
        )
        .filter((v) => !(schema.enum ?? []).includes(v.trim().toLowerCase()))
        .map(encodeURIComponent)
    : fc
        .constantFrom(
          'abc',
          '-1',
          '0',
          '1.5',
          '99999999999999999999',
          '999999',
          '2147483648',
          '1e3x',
          '%F0%9F%92%A5',
          '0x10',
          ' ',
          'null',
        )
        .map((v) => (v.startsWith('%') ? v : encodeURIComponent(v)));

/** A query value as a client could send it: text, numbers, unicode, huge, repeated keys. */
const queryValue = fc.oneof(
  weirdString.map((s) => [s]),
  weirdNumber.map((n) => [String(n)]),
  fc.constantFrom(['1', '2'], ['', ''], ['%']).map((a) => a),
  fc.constant(['x'.repeat(5000)]),
);

// ---- requests -------------------------------------------------------------------------------

function structuredBody(route: RouteInfo): fc.Arbitrary<unknown> {
  const props = Object.entries(route.body?.properties ?? {});
  const fields = props.map(([name, schema]) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: anyValue },
        { weight: 2, arbitrary: definitelyBad(schema) },
        { weight: 1, arbitrary: hugeString },
      )
      .map((v) => [name, v] as const),
  );
  // The field a write always breaks: a required one, or any one when none is required.
  const required = route.body?.required?.length ? route.body.required : props.map(([name]) => name);
  return fc
    .record({
      fields: fc.tuple(...fields),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
      broken: required.length ? fc.constantFrom(...required) : fc.constant(null),
      brokenValue: fc.nat(),
    })
    .chain(({ fields: fs, extra, broken }) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [name, v] of fs) if (v !== undefined) body[name] = v;
      if (!broken) return fc.constant(body);
      // A write must fail: one required field is always impossible (or missing).
      return fc.oneof(definitelyBad(route.body!.properties![broken]!), fc.constant(undefined)).map((v) => {
        const out = { ...body };
        if (v === undefined) delete out[broken];
        else out[broken] = v;
        return out;
      });
    });
}

export function requestFor(route: RouteInfo, validIds: Record<string, string>): fc.Arbitrary<Sent> {
  // Reads may point at existing things; writes always at something that cannot be (or is not) there.
  const pathValue = (p: { name: string; schema: JsonSchema }) =>
    route.write || !validIds[p.name]
      ? badPathValue(p.schema)
      : fc.oneof(fc.constant(validIds[p.name]!), badPathValue(p.schema));
  const path = fc.tuple(...route.pathParams.map(pathValue)).map((values) => {
    let i = 0;
    return route.url.replace(/:[A-Za-z]+/g, () => values[i++]!);
  });
  const query = fc
    .tuple(
      fc.subarray(route.query.map((q) => q.name)),
      fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })), { maxLength: 2 }),
      fc.array(queryValue, { minLength: 12, maxLength: 12 }),
      fc.constantFrom('', '', '', '&%', '&a=%zz', '&%E0%A4%A'),
    )
    .map(([names, extra, values, raw]) => {
      const params = new URLSearchParams();
      names.forEach((n, i) => values[i]!.forEach((v) => params.append(n, v)));
      for (const [k, v] of extra) params.append(k, v);
      const qs = params.toString() + raw;
      return qs ? `?${qs}` : '';
    });

  const json = (payload: string, contentType = 'application/json') => ({ payload, contentType });
  const bodyless = fc.constant<{ payload?: string; contentType?: string }>({});
  const withBody =
    route.body || route.write
      ? fc.oneof(
          { weight: 6, arbitrary: structuredBody(route).map((b) => json(JSON.stringify(b))) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(
                '{"a":',
                '{a:1}',
                '[1,2',
                '\u0000',
                'nul',
                '{"classId": 1,}',
                '{"__proto__": {"x": 1}}',
                '"\\ud800"',
              )
              .map((p) => json(p)),
          },
          {
            weight: 1,
            arbitrary: fc
              .tuple(
                fc.constantFrom(
                  'text/plain',
                  'application/xml',
                  'application/x-www-form-urlencoded',
                  'multipart/form-data',
                  'application/json; charset=latin1',
                  'application/javascript',
                ),
                fc.string({ maxLength: 40 }),
              )
              .map(([ct, p]) => json(p, ct)),
          },
          {
            weight: 1,
            arbitrary: fc
              .jsonValue({ maxDepth: 1 })
              .filter((v) => typeof v !== 'object' || Array.isArray(v) || v === null)
              .map((v) => json(JSON.stringify(v))),
          },
          { weight: 1, arbitrary: fc.constant(json(JSON.stringify({ x: 'a'.repeat(70_000) }))) },
        )
      : bodyless;

  return fc.record({ path, query, body: withBody }).map(({ path: p, query: q, body }): Sent => ({
    method: route.method,
    url: p + q,
    headers: body.contentType ? { 'content-type': body.contentType } : ({} as Record<string, string>),
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  }));
}
