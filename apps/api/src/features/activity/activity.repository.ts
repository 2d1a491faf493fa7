import { sql } from 'kysely';
import { cancunDayStart } from '@portal/domain/rules';
import type { ActivityQuery } from '@portal/domain/schemas';
import type { Database, DbOrTrx } from '../../db/tables.ts';
import type { ExpressionBuilder } from 'kysely';

export type ActivityFilters = Omit<ActivityQuery, 'page' | 'pageSize'>;

/** The end of a `to` day, exclusive: the next day's first instant (ISO, UTC). */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

function matching(f: ActivityFilters) {
  return (eb: ExpressionBuilder<Database, 'activity_log'>) => {
    const all = [];
    if (f.userId !== undefined) all.push(eb('activity_log.actor_user_id', '=', f.userId));
    if (f.action !== undefined) all.push(eb('activity_log.action', '=', f.action));
    if (f.classId !== undefined) all.push(eb('activity_log.id_class', '=', f.classId));
    if (f.from !== undefined) all.push(eb('activity_log.at', '>=', `${f.from}T00:00:00.000Z`));
    if (f.to !== undefined) all.push(eb('activity_log.at', '<', dayAfter(f.to)));
    if (f.period !== undefined) {
      // A summer's entries: those about its classes, and those about no class made in its year (Cancun).
      const year = f.period;
      all.push(
        eb.or([
          eb(
            'activity_log.id_class',
            'in',
            eb.selectFrom('classes').select('classes.id_class').where('classes.period', '=', year),
          ),
          eb.and([
            eb('activity_log.id_class', 'is', null),
            eb('activity_log.at', '>=', cancunDayStart(`${year}-01-01`).toISOString()),
            eb('activity_log.at', '<', cancunDayStart(`${year + 1}-01-01`).toISOString()),
          ]),
        ]),
      );
    }
    return eb.and(all);
  };
}

export async function countActivity(db: DbOrTrx, f: ActivityFilters): Promise<number> {
  const row = await db
    .selectFrom('activity_log')
    .where(matching(f))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, with the names the Bitácora shows (actor, class subject, student). */
export function activityRows(db: DbOrTrx, f: ActivityFilters) {
  return db
    .selectFrom('activity_log')
    .leftJoin('users as actor', 'actor.id_user', 'activity_log.actor_user_id')
    .leftJoin('classes', 'classes.id_class', 'activity_log.id_class')
    .leftJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .leftJoin('students', 'students.id_student', 'activity_log.id_student')
    .leftJoin('users as su', 'su.id_user', 'students.id_user')
    .where((eb) => matching(f)(eb as unknown as ExpressionBuilder<Database, 'activity_log'>))
    .select([
      'activity_log.id',
      'activity_log.at',
      'activity_log.action',
      'activity_log.actor_user_id',
      'activity_log.actor_role',
      'activity_log.id_class',
      'activity_log.id_student',
      'activity_log.id_application',
      'activity_log.detail',
      'activity_log.request_id',
      'subjects.name as subject_name',
      sql<string | null>`trim(actor.name || ' ' || actor.paternal_surname)`.as('actor_name'),
      sql<string | null>`trim(su.name || ' ' || su.paternal_surname)`.as('student_name'),
    ])
    .orderBy('activity_log.at', 'desc')
    .orderBy('activity_log.id', 'desc');
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityRows>['execute']>>[number];
