import type { FastifyInstance } from 'fastify';

/** The markers in docs/architecture.md between which the generated table sits. */
export const API_TABLE_START = '<!-- api-table:start (generado por scripts/api-table.mjs; no editar a mano) -->';
export const API_TABLE_END = '<!-- api-table:end -->';

/** Who may call a route, in words, for each `config.auth` policy (plugins/auth.ts). */
const WHO: Record<string, string> = {
  public: 'cualquiera',
  optional: 'cualquiera (con sesión, ve más)',
  authenticated: 'con sesión',
  student: 'estudiante',
  'registered-student': 'estudiante registrado',
  staff: 'personal',
  admin: 'administrador',
  finance: 'Recursos Financieros o administrador',
};

const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface OpenApiOperation {
  summary?: string;
}

/** `/api/classes/:id` → `/api/classes/{id}`, as the OpenAPI document names a path. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A table cell: no pipes or line breaks. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

/**
 * The table of every API route the app registers (method, path, who may call it, the OpenAPI summary),
 * read from the app itself: the routes and their policies from the auth plugin's onRoute hook, the
 * summaries from the OpenAPI document. Sorted by path, then method, so it only changes when a route does.
 */
export function apiTable(app: FastifyInstance): string {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const paths = doc.paths ?? {};
  const rows = [...app.apiRoutes]
    .map((r) => {
      const path = openApiPath(r.url);
      const summary = paths[path]?.[r.method.toLowerCase()]?.summary ?? '—';
      return { method: r.method, path, who: WHO[r.auth] ?? r.auth, summary };
    })
    .sort((a, b) => a.path.localeCompare(b.path, 'en') || ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
  const lines = [
    '| método | ruta | quién puede llamarla | qué hace |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.method} | \`${r.path}\` | ${cell(r.who)} | ${cell(r.summary)} |`),
  ];
  return lines.join('\n');
}

/** `doc` with the text between the markers replaced by `table`; throws when the markers are missing. */
export function withApiTable(doc: string, table: string): string {
  const start = doc.indexOf(API_TABLE_START);
  const end = doc.indexOf(API_TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/architecture.md no tiene los marcadores de la tabla de la API');
  return `${doc.slice(0, start + API_TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}
