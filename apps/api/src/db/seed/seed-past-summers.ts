import { ROLE_IDS } from '@portal/domain/constants';
import { prng } from '@portal/domain/prng';
import { addDays, cancunDayStart, normalizeSearchText, type Period } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';
import { GIVEN_NAMES, SURNAMES } from './people-data.ts';

/**
 * The demo's two past summers (2024 and 2025) with things to show in history and exports: the same
 * subjects fill up every year (Ecuaciones Diferenciales, Cálculo Integral, Probabilidad y Estadística),
 * a few others ran with fewer students, and some groups never filled (Taller de Ética was cancelled at
 * enrolment close both years; Química was rejected both years). Classes that ran are `active` with most of
 * their students paid; a cancelled class's students paid nothing. Their own students (former students, no
 * password) so the current summer's demo students and counters stay as they were; each takes at most one
 * class that counts per summer. Its own random sequence, so the rest of the demo does not move.
 */

type PastPlan = { clave: string; status: 'active' | 'cancelled' | 'rechazado'; fill: [number, number] };

/** Every year: the subjects in high demand, and the groups that never fill. */
const EVERY_YEAR: PastPlan[] = [
  { clave: 'ACF0905', status: 'active', fill: [28, 30] },
  { clave: 'ACF0902', status: 'active', fill: [27, 30] },
  { clave: 'AEF1052', status: 'active', fill: [26, 30] },
  { clave: 'ACA0907', status: 'cancelled', fill: [4, 9] },
  { clave: 'AEC1058', status: 'rechazado', fill: [2, 5] },
];

const BY_YEAR: Record<number, PastPlan[]> = {
  2024: [
    { clave: 'AED1026', status: 'active', fill: [16, 22] },
    { clave: 'ICF1022', status: 'active', fill: [15, 19] },
    { clave: 'SCC1010', status: 'cancelled', fill: [3, 7] },
  ],
  2025: [
    { clave: 'AEF1031', status: 'active', fill: [17, 24] },
    { clave: 'SCH1024', status: 'active', fill: [18, 25] },
    { clave: 'ACF0903', status: 'cancelled', fill: [6, 11] },
  ],
};

const CANCELLED_REASON = 'No alcanzó el mínimo de 15 inscritos al cerrar inscripciones.';
const REJECTED_REASON = 'No hay docente disponible para la materia en verano.';
const DAY_PATTERNS = [
  [1, 3, 5],
  [2, 4],
  [1, 2, 3, 4, 5],
];
const STARTS = ['07:00:00', '08:00:00', '09:00:00', '10:00:00', '11:00:00'];

const slug = (s: string) =>
  normalizeSearchText(s)
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

interface Alumnus {
  id_student: number;
}

export interface PastSummersInput {
  subjectIds: ReadonlyMap<string, number>;
  careerIds: readonly number[];
  adminId: number;
  periods: readonly Period[];
}

/** Seeds the past summers' classes, students, enrolments, payments and status history; returns the class count. */
export async function seedPastSummers(trx: DbOrTrx, input: PastSummersInput): Promise<number> {
  const rnd = prng(2024);
  const alumni: Alumnus[] = [];
  for (let i = 0; i < 150; i++) {
    const given = rnd.pick(GIVEN_NAMES);
    const paternal = rnd.pick(SURNAMES);
    const maternal = rnd.pick(SURNAMES);
    const email = `${slug(given.split(' ')[0]!)}.${slug(paternal)}.egreso${i + 1}@tec.example`;
    const createdAt = '2024-04-01T15:00:00.000Z';
    const user = await trx
      .insertInto('users')
      .values({
        oid: null,
        name: given,
        paternal_surname: paternal,
        maternal_surname: maternal,
        email,
        id_role: ROLE_IDS.student,
        created_at: createdAt,
      })
      .returning('id_user')
      .executeTakeFirstOrThrow();
    const student = await trx
      .insertInto('students')
      .values({
        id_user: user.id_user,
        id_career: input.careerIds[i % input.careerIds.length]!,
        control_number: `${rnd.int(19, 22)}391${String(100 + i).padStart(3, '0')}`,
        phone: `+52983${String(rnd.int(1_000_000, 9_999_999))}`,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id_student')
      .executeTakeFirstOrThrow();
    alumni.push({ id_student: student.id_student });
  }

  let classes = 0;
  for (const period of input.periods) {
    const plans = [...EVERY_YEAR, ...(BY_YEAR[period.year] ?? [])];
    // One class that counts per student per summer (no clashes to keep); released rows do not count.
    const free = rnd.shuffle([...alumni]);
    for (const plan of plans) {
      const subjectId = input.subjectIds.get(plan.clave);
      if (subjectId === undefined) continue;
      const createdAt = cancunDayStart(addDays(period.proposalsOpen, rnd.int(1, 25))).toISOString();
      const decidedAt = cancunDayStart(addDays(period.enrolmentClose, 1)).toISOString();
      const start = rnd.pick(STARTS);
      const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00:00`;
      const cls = await trx
        .insertInto('classes')
        .values({
          id_subject: subjectId,
          status: plan.status,
          period: period.year,
          shift: 'matutino',
          description: 'Grupo de verano solicitado por los estudiantes.',
          image: null,
          whatsapp_link: `https://chat.whatsapp.com/Demo${plan.clave}${period.year}Grupo`,
          max_students: period.maxStudents,
          enrolled: 0,
          created_by: input.adminId,
          created_at: createdAt,
          updated_at: decidedAt,
          at_risk_at: plan.status === 'cancelled' ? decidedAt : null,
        })
        .returning('id_class')
        .executeTakeFirstOrThrow();
      classes++;
      await trx
        .insertInto('class_schedules')
        .values(
          rnd.pick(DAY_PATTERNS).map((d) => ({ id_class: cls.id_class, id_day: d, start_time: start, end_time: end })),
        )
        .execute();

      const counts = plan.status === 'active';
      const target = Math.min(rnd.int(plan.fill[0], plan.fill[1]), period.maxStudents);
      const members = counts ? free.splice(0, target) : rnd.shuffle([...alumni]).slice(0, target);
      const rows = members.map((m, i) => {
        const enrolledOn = addDays(period.enrolmentOpen, rnd.int(0, 30));
        const paid = counts && rnd.next() < 0.85;
        const paidOn = addDays(period.enrolmentClose, rnd.int(2, 2 + period.paymentDays));
        return {
          id_student: m.id_student,
          id_class: cls.id_class,
          group_leader: i === 0 ? 1 : 0,
          created_at: cancunDayStart(enrolledOn).toISOString(),
          payment_status: paid ? 'pagado' : 'pendiente',
          payment_folio: paid ? `REC-${period.year}-${cls.id_class}-${i + 1}` : null,
          payment_date: paid ? paidOn : null,
          payment_updated_by: paid ? input.adminId : null,
          payment_updated_at: paid ? cancunDayStart(paidOn).toISOString() : null,
        };
      });
      if (rows.length) await trx.insertInto('student_classes').values(rows).execute();
      if (counts) {
        await trx
          .updateTable('classes')
          .set({ enrolled: members.length })
          .where('id_class', '=', cls.id_class)
          .execute();
      }

      const history =
        plan.status === 'active'
          ? [
              { from: 'pendiente', to: 'aprobado', comment: null, at: decidedAt },
              { from: 'aprobado', to: 'active', comment: null, at: cancunDayStart(period.classesStart).toISOString() },
            ]
          : plan.status === 'cancelled'
            ? [{ from: 'pendiente', to: 'cancelled', comment: CANCELLED_REASON, at: decidedAt }]
            : [{ from: 'pendiente', to: 'rechazado', comment: REJECTED_REASON, at: decidedAt }];
      await trx
        .insertInto('class_status_history')
        .values(
          history.map((h) => ({
            id_class: cls.id_class,
            from_status: h.from,
            to_status: h.to,
            comment: h.comment,
            changed_by: input.adminId,
            changed_at: h.at,
          })),
        )
        .execute();
    }
  }
  return classes;
}
