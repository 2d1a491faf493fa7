import { DomainError } from '@portal/domain/errors';
import {
  fullName,
  gradeResult,
  gradeResultLabel,
  gradingRefusal,
  missingGradesMessage,
  reopenReason,
  rosterName,
  sortForRoster,
} from '@portal/domain/rules';
import type { GradeRow, GradesBody, GradeSheet } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import { folioHash, folioKey, folioOf, newNonce } from '../../lib/constancia-folio.ts';
import type { Identity, StaffIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  gradedMobilityStudents,
  gradedStudents,
  gradingClass,
  insertConstancias,
  lockedGradingClass,
  markActaClosed,
  markActaReopened,
  supersedeConstancias,
  writeMobilityGrade,
  writeStudentGrade,
} from './grades.repository.ts';

/**
 * Who grades a class: its assigned teacher and administrators (docs/rules.md ACT-2). Anyone else: 403;
 * an unknown class: 404.
 */
function assertGrader(identity: Identity, cls: { id_teacher: number | null } | undefined) {
  if (!cls) throw new DomainError('classNotFound');
  if (identity.kind === 'staff' && (identity.role === 'admin' || cls.id_teacher === identity.userId)) return;
  throw new DomainError('notGradingTeacher');
}

/** The class's grade sheet: its regular and mobility students in roster order, with grade and result. */
async function sheetOf(
  db: DbOrTrx,
  cls: { id_class: number; status: string; acta_closed_at: string | null },
): Promise<GradeSheet> {
  const [students, mobility] = await Promise.all([
    gradedStudents(db, cls.id_class),
    gradedMobilityStudents(db, cls.id_class),
  ]);
  const people = [
    ...students.map((s) => ({ ...s, kind: 'student' as const, id: s.id_student })),
    ...mobility.map((m) => ({ ...m, kind: 'mobility' as const })),
  ];
  const rows: GradeRow[] = sortForRoster(people).map((p) => ({
    kind: p.kind,
    id: p.id,
    control_number: p.control_number,
    name: rosterName(p),
    grade: p.grade,
    result: p.grade === null ? null : gradeResult(p.grade),
    result_label: p.grade === null ? null : gradeResultLabel(p.grade),
  }));
  return { id_class: cls.id_class, status: cls.status, acta_closed_at: cls.acta_closed_at, rows };
}

/** GET /classes/{id}/grades. */
export async function readGradeSheet(db: Db, identity: Identity, classId: number): Promise<GradeSheet> {
  const cls = await gradingClass(db, classId);
  assertGrader(identity, cls);
  return sheetOf(db, cls!);
}

/**
 * PUT /classes/{id}/grades: writes the given grades (a draft may be partial; null clears one) while the
 * class is started and its acta open (ACT-3). Every changed grade goes to the activity log with
 * its before and after. A student who is not in the class refuses the whole write (404).
 */
export async function saveGrades(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  classId: number,
  body: GradesBody,
): Promise<GradeSheet> {
  return writeTransaction(db, async (trx) => {
    const cls = await lockedGradingClass(trx, classId);
    assertGrader(identity, cls);
    const refusal = gradingRefusal({ status: cls!.status, actaClosed: cls!.acta_closed_at !== null });
    if (refusal) throw new DomainError(refusal === 'actaClosed' ? 'actaClosed' : 'gradingNotStarted');
    const at = ctx.now.toISOString();
    const by = ctx.actor.userId;
    const changes: Record<string, unknown>[] = [];
    for (const g of body.grades) {
      const written =
        g.studentId !== undefined
          ? await writeStudentGrade(trx, { classId, studentId: g.studentId, grade: g.grade, by, at })
          : await writeMobilityGrade(trx, { classId, mobilityId: g.mobilityStudentId!, grade: g.grade, by, at });
      if (!written) throw new DomainError('gradedStudentNotInClass');
      if (written.before !== g.grade) {
        changes.push({
          ...(g.studentId !== undefined ? { studentId: g.studentId } : { mobilityStudentId: g.mobilityStudentId }),
          before: written.before,
          after: g.grade,
        });
      }
    }
    if (changes.length > 0) {
      await recordActivity(trx, ctx, { action: 'class.grades_saved', classId, detail: { changes } });
    }
    return sheetOf(trx, cls!);
  });
}

/**
 * POST /classes/{id}/acta: closes the acta (ACT-4). Every student graded (else 409 naming who is missing),
 * then, under the class's lock, the class moves `active` → `finished`, one constancia per regular
 * student is issued, the activity is logged and the students are told. A second closing finds the
 * acta closed (409).
 */
export async function closeActa(db: Db, ctx: ServiceContext, identity: Identity, classId: number): Promise<GradeSheet> {
  return writeTransaction(db, async (trx) => {
    const cls = await lockedGradingClass(trx, classId);
    assertGrader(identity, cls);
    const refusal = gradingRefusal({ status: cls!.status, actaClosed: cls!.acta_closed_at !== null });
    if (refusal) throw new DomainError(refusal === 'actaClosed' ? 'actaClosed' : 'gradingNotStarted');
    const [students, mobility] = await Promise.all([
      gradedStudents(trx, classId),
      gradedMobilityStudents(trx, classId),
    ]);
    const missing = sortForRoster([...students, ...mobility].filter((p) => p.grade === null)).map(fullName);
    if (missing.length > 0) throw new DomainError('gradesMissing', { message: missingGradesMessage(missing) });
    const at = ctx.now.toISOString();
    if (!(await markActaClosed(trx, { classId, by: ctx.actor.userId, at }))) {
      throw new Error(`class ${classId} left status ${cls!.status} under its lock`);
    }
    // Made (the first time) in this transaction: a refused closing leaves nothing behind.
    const key = await folioKey(trx);
    await insertConstancias(
      trx,
      students.map((s) => {
        const nonce = newNonce();
        return {
          id_class: classId,
          id_student: s.id_student,
          nonce,
          folio_hash: folioHash(folioOf(key, nonce)),
          grade: s.grade!,
          issued_at: at,
        };
      }),
    );
    await recordActivity(trx, ctx, {
      action: 'class.acta_closed',
      classId,
      detail: { from: cls!.status, to: 'finished', students: students.length + mobility.length },
    });
    await notify(trx, { kind: 'class.grades_published', classId, now: ctx.now });
    return sheetOf(trx, { id_class: classId, status: 'finished', acta_closed_at: at });
  });
}

/**
 * POST /classes/{id}/acta/reopen (administrators, ACT-5): with a written reason the class goes back to
 * `active` so grades may be corrected; its constancias are marked replaced (a new closing issues new ones).
 */
export async function reopenActa(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  classId: number,
  body: { reason?: unknown },
): Promise<GradeSheet> {
  const reason = reopenReason(body.reason);
  if (reason === null) throw new DomainError('reopenReasonRequired');
  return writeTransaction(db, async (trx) => {
    const cls = await lockedGradingClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    if (cls.status !== 'finished') throw new DomainError('actaNotClosed');
    const at = ctx.now.toISOString();
    if (!(await markActaReopened(trx, { classId, at })))
      throw new Error(`class ${classId} left finished under its lock`);
    const superseded = await supersedeConstancias(trx, classId, at);
    await recordActivity(trx, ctx, {
      action: 'class.acta_reopened',
      classId,
      detail: { from: 'finished', to: 'active', reason, supersededConstancias: superseded },
    });
    return sheetOf(trx, { id_class: classId, status: 'active', acta_closed_at: null });
  });
}
