import { pageMeta } from '@portal/domain/rules';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_CSV_HEADER,
  ACTIVITY_ROLES,
  type ActivityAction,
  type ActivityRole,
} from '@portal/domain/rules';
import type { ActivityEntry, ActivityPage, ActivityQuery } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';

import { activityRows, countActivity, type ActivityFilters, type ActivityRow } from './activity.repository.ts';

/** Rows of one CSV export at most (the filters narrow a larger log). */
export const ACTIVITY_EXPORT_LIMIT = 20_000;

function parseDetail(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function present(r: ActivityRow): ActivityEntry {
  return {
    id: r.id,
    at: r.at,
    action: r.action,
    actor: { id_user: r.actor_user_id, role: r.actor_role, name: r.actor_name || null },
    id_class: r.id_class,
    class_name: r.subject_name ?? null,
    id_student: r.id_student,
    student_name: r.student_name || null,
    id_application: r.id_application,
    detail: parseDetail(r.detail),
    request_id: r.request_id,
  };
}

/** GET /activity: the Bitácora, newest first, filtered and paged. */
export async function listActivity(db: DbOrTrx, query: ActivityQuery): Promise<ActivityPage> {
  const { page, pageSize, ...filters } = query;
  const total = await countActivity(db, filters);
  const rows = await activityRows(db, filters)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { data: rows.map(present), meta: pageMeta(page, pageSize, total) };
}

/** A text a spreadsheet would run as a formula starts with a quote instead. */
const inertText = (v: string | number) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
const quote = (v: string | number | null) => `"${String(v === null ? '' : inertText(v)).replace(/"/g, '""')}"`;

/** The filtered log as CSV (UTF-8 with BOM, every field quoted, formulas made inert). */
export async function activityCsv(db: DbOrTrx, filters: ActivityFilters): Promise<string> {
  const rows = await activityRows(db, filters).limit(ACTIVITY_EXPORT_LIMIT).execute();
  const header = ACTIVITY_CSV_HEADER;
  const lines = rows.map((r) => {
    const e = present(r);
    return [
      e.at,
      ACTIVITY_ACTIONS[e.action as ActivityAction] ?? e.action,
      e.actor.name,
      ACTIVITY_ROLES[e.actor.role as ActivityRole] ?? e.actor.role,
      e.class_name === null ? e.id_class : `${e.class_name} (#${e.id_class})`,
      e.student_name,
      e.id_application,
      r.detail,
      e.request_id,
    ]
      .map(quote)
      .join(',');
  });
  return `\ufeff${[header.map(quote).join(','), ...lines].join('\r\n')}\r\n`;
}
