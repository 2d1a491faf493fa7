import type { ClassDetail } from '@portal/domain/schemas';
import { DomainError } from '@portal/domain/errors';
import type { DbOrTrx } from '../../db/tables.ts';
import type { Identity } from '../../lib/identity.ts';
import { statusHistoryOf } from './class-status-history.repository.ts';
import { toClassItems, toHistoryByClass, type ClassVisibility } from './class-view.ts';
import { placesOfClasses } from '../../db/class-places.ts';
import { type ClassRecord, careersOfSubjects, findClass } from './classes.repository.ts';
import { isEnrolled, leadersOf } from './enrolment.repository.ts';
import { schedulesOfClasses } from '../../db/class-schedules.repository.ts';

export async function present(db: DbOrTrx, rows: ClassRecord[], visibility: (row: ClassRecord) => ClassVisibility) {
  const ids = rows.map((r) => r.id_class);
  const subjectIds = [...new Set(rows.map((r) => r.id_subject))];
  const [schedules, leaders, careers] = await Promise.all([
    schedulesOfClasses(db, ids),
    leadersOf(db, ids),
    careersOfSubjects(db, subjectIds),
  ]);
  return toClassItems(rows, schedules, leaders, visibility, careers);
}

/** May this caller see the class's WhatsApp link and its leader's contact data? */
export async function visibilityFor(db: DbOrTrx, identity: Identity | null, classId: number): Promise<ClassVisibility> {
  if (!identity) return 'public';
  if (identity.kind === 'staff') return identity.role === 'admin' ? 'member' : 'public';
  if (identity.studentId === null) return 'public';
  return (await isEnrolled(db, classId, identity.studentId)) ? 'member' : 'public';
}

/**
 * One class; its private parts (WhatsApp link, leader's contact, status history) only for admins
 * and for the students enrolled in it.
 */
export async function getClassDetail(db: DbOrTrx, identity: Identity | null, id: number): Promise<ClassDetail> {
  const row = await findClass(db, id);
  if (!row) throw new DomainError('classNotFound');
  return classDetailOf(db, row, await visibilityFor(db, identity, id));
}

/** The answer's shape of a class row the caller already holds, with what it shows to this visibility. */
export async function classDetailOf(db: DbOrTrx, row: ClassRecord, visibility: ClassVisibility): Promise<ClassDetail> {
  const id = row.id_class;
  const [[item], history, places] = await Promise.all([
    present(db, [row], () => visibility),
    visibility === 'member' ? statusHistoryOf(db, [id]) : Promise.resolve(null),
    placesOfClasses(db, [id]),
  ]);
  return {
    ...item!,
    status_history: history ? (toHistoryByClass(history).get(id) ?? []) : null,
    ...(places.get(id) ?? { room: null, teacher: null }),
  };
}
