import { DomainError } from '@portal/domain/errors';
import { blockersDue, blockersSummary, cancunDay, publicationBlockers } from '@portal/domain/rules';
import type { PublicationBlockersView } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import { findPeriod } from '../../db/periods.repository.ts';

/**
 * The period's publication blockers on the clock's today, read from the classes as they are now: nothing is
 * stored, so any number of processes answer the same, and a teacher or room assigned a moment ago clears its
 * class on the next look (the domain's `publicationBlockers` decides what blocks).
 */
export async function periodBlockers(db: DbOrTrx, year: number, now: Date): Promise<PublicationBlockersView> {
  const period = await findPeriod(db, year);
  if (!period) throw new DomainError('periodNotFound');
  const today = cancunDay(now);
  const due = blockersDue(period, today);
  const rows = due
    ? await db
        .selectFrom('classes')
        .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
        .select([
          'classes.id_class',
          'classes.status',
          'classes.id_teacher',
          'classes.id_room',
          'subjects.name',
          'subjects.clave',
        ])
        .where('classes.period', '=', year)
        .where('classes.status', 'in', ['aprobado', 'active'])
        .where((eb) => eb.or([eb('classes.id_teacher', 'is', null), eb('classes.id_room', 'is', null)]))
        .orderBy('subjects.name')
        .orderBy('classes.id_class')
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id_class), r]));
  const blockers = publicationBlockers(
    period,
    today,
    rows.map((r) => ({
      classId: Number(r.id_class),
      status: r.status,
      hasTeacher: r.id_teacher !== null,
      hasRoom: r.id_room !== null,
    })),
  ).map((b) => {
    const row = byId.get(b.classId)!;
    return {
      id_class: b.classId,
      subjectName: row.name,
      clave: row.clave,
      status: row.status,
      missing: b.missing,
      reason: b.reason,
    };
  });
  return {
    year,
    publication: period.publication,
    today,
    due,
    summary: blockersSummary(period, today, blockers.length),
    blockers,
  };
}
