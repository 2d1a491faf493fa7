import { DomainError } from '@portal/domain/errors';
import {
  cancunDay,
  EVALUATION_COMMENT_MAX,
  EVALUATION_QUESTIONS,
  evaluationOpen,
  evaluationSummary,
  evaluationWindow,
  fullName,
  optionalText,
} from '@portal/domain/rules';
import type { EvaluationBody, EvaluationForm, EvaluationResult, TeacherEvaluations } from '@portal/domain/schemas';
import { periodOfClass } from '../../db/periods.repository.ts';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { Identity, StaffIdentity, StudentIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  classesOfTeacher,
  coordinationClass,
  evaluationAnswers,
  hasAnsweredEvaluation,
  insertEvaluationAnswer,
  isStudentOfClass,
  markEvaluationAnswered,
  staffUser,
} from './coordination.repository.ts';

const EVALUATED_STATUSES = ['active', 'finished'];

const teacherName = (c: {
  teacher_name: string | null;
  teacher_paternal: string | null;
  teacher_maternal: string | null;
}) =>
  c.teacher_name === null
    ? null
    : fullName({
        name: c.teacher_name,
        paternal_surname: c.teacher_paternal ?? '',
        maternal_surname: c.teacher_maternal ?? '',
      });

/** The caller's student record in the class, or 403 (a student not in it; staff). */
async function assertStudentOfClass(db: Db, identity: StudentIdentity, classId: number) {
  const cls = await coordinationClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  if (identity.studentId === null || !(await isStudentOfClass(db, classId, identity.studentId))) {
    throw new DomainError('evaluationNotInClass');
  }
  return { cls, studentId: identity.studentId };
}

/** GET /classes/{id}/evaluation (COO-5): the statements, the window, and whether the caller answered. */
export async function evaluationForm(
  db: Db,
  identity: StudentIdentity,
  classId: number,
  now: Date,
): Promise<EvaluationForm> {
  const { cls, studentId } = await assertStudentOfClass(db, identity, classId);
  const period = await periodOfClass(db, classId);
  const window = period ? evaluationWindow(period) : { from: '', to: '' };
  return {
    id_class: classId,
    subject: cls.subject,
    teacher: teacherName(cls),
    questions: [...EVALUATION_QUESTIONS],
    open:
      period !== null &&
      cls.id_teacher !== null &&
      EVALUATED_STATUSES.includes(cls.status) &&
      evaluationOpen(period, cancunDay(now)),
    opens: window.from,
    closes: window.to,
    answered: await hasAnsweredEvaluation(db, classId, studentId),
  };
}

/**
 * POST /classes/{id}/evaluation (COO-5): a student of the class answers once (409 the second time), while
 * the window is open (409). Who answered and what was answered are written to two tables that share
 * nothing but the class: the answer's row has a random key and no student, user or time.
 */
export async function answerEvaluation(
  db: Db,
  ctx: ServiceContext,
  identity: StudentIdentity,
  classId: number,
  body: EvaluationBody,
): Promise<EvaluationForm> {
  const { cls, studentId } = await assertStudentOfClass(db, identity, classId);
  if (cls.id_teacher === null) throw new DomainError('evaluationNoTeacher');
  const period = await periodOfClass(db, classId);
  if (!period || !EVALUATED_STATUSES.includes(cls.status) || !evaluationOpen(period, cancunDay(ctx.now))) {
    throw new DomainError('evaluationClosed');
  }
  const teacherId = cls.id_teacher;
  await writeTransaction(db, async (trx) => {
    if (!(await markEvaluationAnswered(trx, classId, studentId))) throw new DomainError('evaluationAnswered');
    await insertEvaluationAnswer(trx, {
      classId,
      teacherId,
      scores: body.scores,
      comment: optionalText(body.comment, EVALUATION_COMMENT_MAX),
    });
  });
  // No activity record: one would tie the student to the instant the answer appeared.
  return evaluationForm(db, identity, classId, ctx.now);
}

/**
 * GET /classes/{id}/evaluation/results (COO-6): administrators; the class's own teacher once its acta is
 * closed (before: 403). Means and comments only from five answers.
 */
export async function classEvaluationResults(db: Db, identity: Identity, classId: number): Promise<EvaluationResult> {
  const cls = await coordinationClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  const admin = identity.kind === 'staff' && identity.role === 'admin';
  const own = identity.kind === 'staff' && identity.role === 'teacher' && cls.id_teacher === identity.userId;
  if (!admin && !own) throw new DomainError('notCoordinationTeacher');
  if (!admin && cls.acta_closed_at === null) throw new DomainError('evaluationResultsLocked');
  const answers = await evaluationAnswers(db, { classId });
  return {
    id_class: classId,
    subject: cls.subject,
    clave: cls.clave,
    period: Number(cls.period),
    ...evaluationSummary(answers),
  };
}

/** GET /teachers/{id}/evaluations (COO-6, administrators): a teacher's results per class, every summer. */
export async function teacherEvaluations(
  db: Db,
  _admin: StaffIdentity,
  teacherId: number,
): Promise<TeacherEvaluations> {
  const teacher = await staffUser(db, teacherId);
  if (!teacher) throw new DomainError('notFound');
  const [classes, answers] = await Promise.all([classesOfTeacher(db, teacherId), evaluationAnswers(db, { teacherId })]);
  return {
    id_teacher: teacherId,
    teacher: fullName(teacher),
    questions: [...EVALUATION_QUESTIONS],
    classes: classes.map((c) => ({
      id_class: c.id_class,
      subject: c.subject,
      clave: c.clave,
      period: Number(c.period),
      ...evaluationSummary(answers.filter((a) => a.id_class === c.id_class)),
    })),
  };
}
