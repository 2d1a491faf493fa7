import { randomUUID } from 'node:crypto';
import { classSessions, EVALUATION_QUESTIONS, weekDays } from '@portal/domain/rules';
import { findPeriod } from '../periods.repository.ts';
import type { DbOrTrx } from '../tables.ts';

const COMMENTS = [
  'Explica con paciencia y con ejemplos de la carrera.',
  'Las tareas se calificaron a tiempo.',
  null,
  'Me gustaría más ejercicios en clase.',
  null,
  'Muy buen curso de verano.',
  null,
  null,
  'Llegó tarde algunas veces.',
];

/**
 * Demo data of coordination (docs/rules.md COO): the current summer's class in progress has the attendance
 * of its first week (one student absent once) and the first week's progress report; the 2025 class that
 * ended was evaluated by nine of its students (results shown), answers stored apart from who gave them.
 */
export async function seedCoordination(
  trx: DbOrTrx,
  p: { finishedClassId: number; inProgressClassId: number; teacherId: number; at: string },
): Promise<void> {
  const cls = await trx
    .selectFrom('classes')
    .select(['period'])
    .where('id_class', '=', p.inProgressClassId)
    .executeTakeFirstOrThrow();
  const period = await findPeriod(trx, Number(cls.period));
  const days = await trx
    .selectFrom('class_schedules')
    .select('id_day')
    .where('id_class', '=', p.inProgressClassId)
    .execute();
  const students = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', p.inProgressClassId)
    .orderBy('id_student_class')
    .execute();
  if (period) {
    const weekOne = weekDays(period.classesStart, 1);
    const firstWeek = classSessions(
      days.map((d) => Number(d.id_day)),
      period.classesStart,
      period.classesEnd,
    ).filter((d) => d <= weekOne.to);
    for (const [i, date] of firstWeek.entries()) {
      const row = await trx
        .insertInto('class_attendance')
        .values({ id_class: p.inProgressClassId, session_date: date, taken_at: p.at, taken_by: p.teacherId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const absent = i === 0 ? students.slice(-1) : [];
      if (absent.length > 0) {
        await trx
          .insertInto('class_absences')
          .values(absent.map((s) => ({ id_attendance: row.id, id_student: s.id_student })))
          .execute();
      }
    }
    await trx
      .insertInto('class_progress')
      .values({
        id_class: p.inProgressClassId,
        week: 1,
        percent: 15,
        note: 'Unidad 1: encuadre del curso, diagnóstico y primeros temas.',
        reported_at: p.at,
        reported_by: p.teacherId,
      })
      .execute();
  }

  const graduates = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', p.finishedClassId)
    .orderBy('id_student_class')
    .execute();
  for (const [i, s] of graduates.slice(0, COMMENTS.length).entries()) {
    await trx
      .insertInto('evaluation_submissions')
      .values({ id_class: p.finishedClassId, id_student: s.id_student })
      .execute();
    await trx
      .insertInto('evaluation_answers')
      .values({
        answer_key: randomUUID(),
        id_class: p.finishedClassId,
        id_teacher: p.teacherId,
        scores: JSON.stringify(
          EVALUATION_QUESTIONS.map((_, q) => 5 - ((i + q) % 4 === 0 ? 1 : 0) - (i === 8 && q === 7 ? 2 : 0)),
        ),
        comment: COMMENTS[i] ?? null,
      })
      .execute();
  }
}
