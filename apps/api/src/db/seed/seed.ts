import { seedPeriods } from './seed-periods.ts';
import { seedPastSummers } from './seed-past-summers.ts';
import { countSummersFromRows } from './summer-counts.ts';
import { seedDemand } from './seed-demand.ts';
import { allPeriods } from '../periods.repository.ts';
import { seedPlacePayments } from './seed-place-payments.ts';
import { ROLE_IDS } from '@portal/domain/constants';
import { prng } from '@portal/domain/prng';
import {
  isReleasedStatus,
  normalizeSearchText,
  scheduleClash,
  shiftSlots,
  WEEKDAYS,
  type HeldClass,
  type Shift,
} from '@portal/domain/rules';
import type { Db, DbOrTrx } from '../tables.ts';
import { writeTransaction } from '../write-transaction.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { devSubject } from '../../crypto/dev-subject.ts';
import { demoPayment } from './demo-payments.ts';
import { CAREERS, SUBJECTS } from './catalog-data.ts';
import { seedActivity } from './seed-activity.ts';
import { seedEligibility } from './seed-eligibility.ts';
import { seedWaitlist } from './seed-waitlist.ts';
import { seedRooms } from './seed-rooms.ts';
import { seedInvitation } from './seed-invitations.ts';
import { seedGrades } from './seed-grades.ts';
import { seedCoordination } from './seed-coordination.ts';
import {
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_STUDENTS,
  GIVEN_NAMES,
  MOBILITY_STUDENTS,
  SURNAMES,
  TEACHER_APPLICANTS,
} from './people-data.ts';

function slug(s: string): string {
  return normalizeSearchText(s)
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

async function insertBatches<T>(items: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

export interface SeedResult {
  seeded: boolean;
  counts?: Record<string, number>;
  /** The folio of a demo constancia, to try /verificar/{folio}. */
  demoFolio?: string | null;
}

/** Whether the database already holds data (then the demo seed leaves it alone). */
/**
 * A student of the demo: the dev issuer's account, the user and, with a `profile`, the student
 * record; its ids, or null without a profile.
 */
export async function insertDemoStudent(
  trx: DbOrTrx,
  iso: string,
  p: {
    email: string;
    given: string;
    family: string;
    paternal: string;
    maternal: string;
    passwordHash: string | null;
    profile: { careerId: number; control: string; phone: string } | null;
  },
): Promise<{ id_student: number; id_user: number } | null> {
  const sub = devSubject(p.email);
  await trx
    .insertInto('dev_idp_accounts')
    .values({
      sub,
      email: p.email,
      given_name: p.given,
      family_name: p.family,
      password_hash: p.passwordHash,
      created_at: iso,
    })
    .execute();
  const user = await trx
    .insertInto('users')
    .values({
      oid: sub,
      name: p.given,
      paternal_surname: p.paternal,
      maternal_surname: p.maternal,
      email: p.email,
      id_role: ROLE_IDS.student,
      created_at: iso,
    })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  if (!p.profile) return null;
  const st = await trx
    .insertInto('students')
    .values({
      id_user: user.id_user,
      id_career: p.profile.careerId,
      control_number: p.profile.control,
      phone: p.profile.phone,
      created_at: iso,
      updated_at: iso,
    })
    .returning('id_student')
    .executeTakeFirstOrThrow();
  return { id_student: st.id_student, id_user: user.id_user };
}

export async function hasData(db: DbOrTrx): Promise<boolean> {
  const row = await db.selectFrom('careers').select('id_career').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds the demo data (docs/architecture.md, Sign-in and sessions) on an empty database; does nothing when data exists
 * (idempotent: running it twice, or restarting the server, never re-seeds over real data).
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<SeedResult> {
  if (await hasData(db)) return { seeded: false };
  // Hash outside the transaction: it is slow on purpose.
  const passwordHashes = await Promise.all([...DEMO_STAFF, ...DEMO_STUDENTS].map(() => hashPassword(DEMO_PASSWORD)));
  const iso = now.toISOString();
  const rnd = prng(2026);

  return writeTransaction(db, async (trx) => {
    if (await hasData(trx)) return { seeded: false };

    // Catalog -------------------------------------------------------------------------------
    const careers = await trx
      .insertInto('careers')
      .values(CAREERS.map((name) => ({ name })))
      .returning(['id_career', 'name'])
      .execute();
    const careerId = new Map(careers.map((c) => [c.name, c.id_career]));
    const subjects = await trx
      .insertInto('subjects')
      .values(
        SUBJECTS.map((s) => ({
          name: s.name,
          name_search: normalizeSearchText(s.name),
          clave: s.clave,
          credits: s.credits,
          summer_authorised: s.summer === false ? 0 : 1,
        })),
      )
      .returning(['id_subject', 'clave'])
      .execute();
    const subjectId = new Map(subjects.map((s) => [s.clave, s.id_subject]));
    await trx
      .insertInto('subject_careers')
      .values(
        SUBJECTS.flatMap((s) =>
          s.careers.map((c) => ({ id_subject: subjectId.get(s.clave)!, id_career: careerId.get(c)! })),
        ),
      )
      .execute();

    // Staff -----------------------------------------------------------------------------------
    let hashIndex = 0;
    const staffIds: Record<'admin' | 'teacher' | 'finanzas', number> = { admin: 0, teacher: 0, finanzas: 0 };
    for (const s of DEMO_STAFF) {
      const user = await trx
        .insertInto('users')
        .values({
          oid: null,
          name: s.name,
          paternal_surname: s.paternal,
          maternal_surname: s.maternal,
          email: s.email,
          id_role: ROLE_IDS[s.role],
          created_at: iso,
        })
        .returning('id_user')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('staff_accounts')
        .values({
          id_user: user.id_user,
          email: s.email,
          password_hash: passwordHashes[hashIndex++]!,
          is_active: 1,
          created_at: iso,
        })
        .execute();
      staffIds[s.role] = user.id_user;
    }

    // Students ----------------------------------------------------------------------------------
    interface SeedStudent {
      id_student: number;
      id_user: number;
      enrolments: number;
      /** The counting classes held, for the schedule clash rule. */
      held: HeldClass[];
    }
    const demoStudents: (SeedStudent | null)[] = [];
    let controlSeq = 500;
    for (const d of DEMO_STUDENTS) {
      const [paternal = '', maternal = ''] = d.family.split(' ');
      const student = await insertDemoStudent(trx, iso, {
        email: d.email,
        given: d.given,
        family: d.family,
        paternal,
        maternal,
        passwordHash: passwordHashes[hashIndex++]!,
        profile: d.profile
          ? { careerId: careerId.get(d.profile.career)!, control: d.profile.control, phone: d.profile.phone }
          : null,
      });
      if (!student) {
        demoStudents.push(null);
        continue;
      }
      demoStudents.push({ ...student, enrolments: 0, held: [] });
    }

    const crowd: SeedStudent[] = [];
    const usedEmails = new Set<string>();
    for (let i = 0; i < 240; i++) {
      const given = rnd.pick(GIVEN_NAMES);
      const paternal = rnd.pick(SURNAMES);
      let maternal = rnd.pick(SURNAMES);
      if (maternal === paternal) maternal = rnd.pick(SURNAMES);
      let email = `${slug(given.split(' ')[0]!)}.${slug(paternal)}@tec.example`;
      for (let n = 2; usedEmails.has(email); n++)
        email = `${slug(given.split(' ')[0]!)}.${slug(paternal)}${n}@tec.example`;
      usedEmails.add(email);
      const entryYear = rnd.int(20, 25);
      const control = `${rnd.next() < 0.1 ? 'C' : ''}${entryYear}390${String(controlSeq++).padStart(3, '0')}`;
      const student = (await insertDemoStudent(trx, iso, {
        email,
        given,
        family: `${paternal} ${maternal}`,
        paternal,
        maternal,
        passwordHash: null,
        profile: {
          careerId: careers[i % careers.length]!.id_career,
          control,
          phone: `+52${rnd.pick(['983', '998', '984'])}${String(rnd.int(1_000_000, 9_999_999))}`,
        },
      }))!;
      crowd.push({ ...student, enrolments: 0, held: [] });
    }

    // Classes -------------------------------------------------------------------------------------
    type Plan = { period: number; status: string; fill: [number, number]; proposer?: SeedStudent | null };
    const plans: Plan[] = [
      ...Array.from({ length: 16 }, (): Plan => ({ period: 2026, status: 'pendiente', fill: [3, 22] })),
      ...Array.from({ length: 7 }, (): Plan => ({ period: 2026, status: 'aprobado', fill: [15, 30] })),
      ...Array.from({ length: 3 }, (): Plan => ({ period: 2026, status: 'rechazado', fill: [1, 6] })),
      ...Array.from({ length: 2 }, (): Plan => ({ period: 2026, status: 'active', fill: [15, 28] })),
      { period: 2026, status: 'cancelled', fill: [2, 8] },
      ...Array.from({ length: 5 }, (): Plan => ({ period: 2025, status: 'aprobado', fill: [15, 30] })),
      ...Array.from({ length: 2 }, (): Plan => ({ period: 2025, status: 'rechazado', fill: [1, 5] })),
      ...Array.from({ length: 3 }, (): Plan => ({ period: 2025, status: 'active', fill: [18, 30] })),
      ...Array.from({ length: 2 }, (): Plan => ({ period: 2025, status: 'cancelled', fill: [2, 10] })),
    ];
    // The demo students' own situation: alumno1 leads a pending class (1 enrolment, may take one
    // more); alumno2 leads one and is in another (limit reached); alumno3 is in an approved class.
    plans[0]!.proposer = demoStudents[0];
    plans[1]!.proposer = demoStudents[1];
    // Pending classes on both sides of the quorum of 15 ("Lista para aprobar" and "Faltan N").
    plans[3]!.fill = [16, 20];
    plans[4]!.fill = [5, 9];
    // alumno3 was also in the cancelled 2026 class: it shows in their "Historial" with its reason.

    const dayPatterns = [
      [1, 3, 5],
      [2, 4],
      [1, 2, 3, 4, 5],
      [1, 3],
      [2, 4, 5],
    ];
    const reasons = [
      'Muchos estudiantes reprobaron la materia en el semestre y necesitan regularizarse.',
      'La materia es requisito para la residencia profesional.',
      'Queremos adelantar créditos para terminar la carrera a tiempo.',
      'No se abrió en el semestre y la necesitamos para avanzar en la retícula.',
    ];
    // Classes only of subjects authorised for summer (docs/rules.md ELE-1).
    const shuffled = SUBJECTS.filter((s) => s.summer !== false).sort(() => rnd.next() - 0.5);
    const everyone = [...crowd];
    const classIds: number[] = [];
    let seq = 0;
    // Nobody holds two clashing classes; plans[5] repeats alumno1's schedule (a clash to see in the
    // browser) and plans[6] is full with a waitlist.
    let firstSchedule: { days: number[]; start: string; end: string } | null = null;
    for (const plan of plans) {
      const subject = shuffled[seq++ % shuffled.length]!;
      const shift: Shift = rnd.next() < 0.6 ? 'matutino' : 'vespertino';
      const slots = shiftSlots(shift);
      const extras =
        plan === plans[2] ? [demoStudents[1]] : plan === plans[16] || plan === plans[28] ? [demoStudents[2]] : [];
      const timetableOf = (days: number[], start: string, end: string) => ({
        period: plan.period,
        Schedules: days.map((d) => ({ Days: { name: WEEKDAYS[d - 1]!.name }, start_time: start, end_time: end })),
      });
      let days: number[] = [];
      let start = '';
      let end = '';
      // A demo student put in this class must not clash with what they already hold: draw again.
      for (let attempt = 0; attempt === 0 || (attempt < 20 && extras.some((x) => x && clashWith(x))); attempt++) {
        const length = rnd.pick([2, 4, 4, 6]); // 1 h, 2 h, 2 h or 3 h
        const startIndex = rnd.int(0, slots.length - 1 - length);
        start = `${slots[startIndex]!}:00`;
        end = `${slots[startIndex + length]!}:00`;
        days = rnd.pick(dayPatterns);
      }
      function clashWith(st: SeedStudent) {
        return scheduleClash(timetableOf(days, start, end), st.held) !== null;
      }
      if (plan === plans[5] && firstSchedule) ({ days, start, end } = firstSchedule);
      if (plan === plans[0]) firstSchedule = { days, start, end };
      const timetable = timetableOf(days, start, end);
      const clashes = (st: SeedStudent) => scheduleClash(timetable, st.held) !== null;
      const createdAt = new Date(Date.UTC(plan.period, 2 + rnd.int(0, 2), rnd.int(1, 28), 15)).toISOString();
      const proposer =
        plan.proposer ?? (rnd.next() < 0.7 ? rnd.pick(everyone.filter((s) => s.enrolments < 2 && !clashes(s))) : null);
      const cls = await trx
        .insertInto('classes')
        .values({
          id_subject: subjectId.get(subject.clave)!,
          status: plan.status,
          period: plan.period,
          shift,
          description: proposer ? rnd.pick(reasons) : 'Grupo abierto por la coordinación académica.',
          image: null,
          whatsapp_link: `https://chat.whatsapp.com/Demo${subject.clave}${plan.period}Grupo`,
          max_students: 30,
          enrolled: 0,
          created_by: proposer ? proposer.id_user : staffIds.admin,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id_class')
        .executeTakeFirstOrThrow();
      classIds.push(cls.id_class);
      await trx
        .insertInto('class_schedules')
        .values(days.map((d) => ({ id_class: cls.id_class, id_day: d, start_time: start, end_time: end })))
        .execute();

      // Enrolments: the proposer first (group leader), then classmates with a free place.
      const members: SeedStudent[] = proposer ? [proposer] : [];
      const target = plan === plans[6] ? 30 : rnd.int(plan.fill[0], plan.fill[1]);
      const pool = everyone.filter((s) => s.enrolments < 2 && s !== proposer && !clashes(s));
      while (members.length < target && pool.length > 0) {
        const [s] = pool.splice(rnd.int(0, pool.length - 1), 1);
        members.push(s!);
      }
      for (const extra of extras) {
        if (!extra || clashes(extra)) continue;
        if (members.length >= 30) members.pop();
        members.push(extra);
      }
      const enrolmentRows = members.map((m, i) => ({
        id_student: m.id_student,
        id_class: cls.id_class,
        group_leader: i === 0 ? 1 : 0,
        created_at: new Date(Date.parse(createdAt) + i * 3_600_000).toISOString(),
        ...demoPayment(plan.status, cls.id_class, i, createdAt, staffIds.admin, now),
      }));
      if (enrolmentRows.length)
        await insertBatches(enrolmentRows, 100, (b) => trx.insertInto('student_classes').values(b).execute());
      // What counts: a rejected or cancelled class has released its students; its rows stay as history.
      const released = isReleasedStatus(plan.status);
      if (!released) {
        for (const m of members) {
          m.enrolments++;
          m.held.push({ id_class: cls.id_class, ...timetable, Subjects: { name: subject.name } });
        }
      }
      if (plan === plans[6]) {
        const waiting = everyone.filter((s) => !members.includes(s) && !clashes(s)).slice(0, 3);
        // The first of the list holds an offer of a seat freed an hour ago.
        await seedWaitlist(trx, cls.id_class, waiting, createdAt, new Date(now.getTime() - 3_600_000));
      }
      await trx
        .updateTable('classes')
        .set({ enrolled: released ? 0 : members.length })
        .where('id_class', '=', cls.id_class)
        .execute();
      // Mobility students (other institutes) in the ready pending class and in the first active one.
      const mobility = plan === plans[3] ? 3 : plan === plans[26] ? 5 : 0;
      if (mobility > 0) {
        await trx
          .insertInto('class_mobility_students')
          .values(
            MOBILITY_STUDENTS.slice(0, mobility).map((m, i) => ({
              id_class: cls.id_class,
              name: m.name,
              paternal_surname: m.paternal,
              maternal_surname: m.maternal,
              institute: m.institute,
              email: m.email,
              phone: m.phone,
              control_number: m.controlNumber,
              created_by: staffIds.admin,
              created_at: new Date(Date.parse(createdAt) + (i + 2) * 86_400_000).toISOString(),
            })),
          )
          .execute();
        await trx
          .updateTable('classes')
          .set({ mobility_enrolled: mobility })
          .where('id_class', '=', cls.id_class)
          .execute();
      }

      if (plan.status !== 'pendiente') {
        const comment =
          plan.status === 'rechazado'
            ? 'No se alcanzó el mínimo de 15 estudiantes y no hay docente disponible en ese horario.'
            : plan.status === 'cancelled'
              ? 'Cancelada por falta de pago de los inscritos.'
              : null;
        await trx
          .insertInto('class_status_history')
          .values({
            id_class: cls.id_class,
            from_status: 'pendiente',
            to_status: plan.status === 'active' || plan.status === 'cancelled' ? 'aprobado' : plan.status,
            comment: plan.status === 'rechazado' ? comment : null,
            changed_by: staffIds.admin,
            changed_at: new Date(Date.parse(createdAt) + 7 * 86_400_000).toISOString(),
          })
          .execute();
        if (plan.status === 'active' || plan.status === 'cancelled') {
          await trx
            .insertInto('class_status_history')
            .values({
              id_class: cls.id_class,
              from_status: 'aprobado',
              to_status: plan.status,
              comment,
              changed_by: staffIds.admin,
              changed_at: new Date(Date.parse(createdAt) + 21 * 86_400_000).toISOString(),
            })
            .execute();
        }
      }
    }
    // The 2025 class that ends in the demo (seed-grades.ts): the crowd is spoken for by then, so it gets
    // students of its own, who took only that class (no PRNG draw: the rest of the demo stays the same).
    const finishedClassId = classIds[36]!;
    const finishedAt = '2025-07-01T15:00:00.000Z';
    for (let i = 0; i < 12; i++) {
      const given = GIVEN_NAMES[(i * 7) % GIVEN_NAMES.length]!;
      const paternal = SURNAMES[(i * 5) % SURNAMES.length]!;
      const maternal = SURNAMES[(i * 11 + 3) % SURNAMES.length]!;
      const graduate = (await insertDemoStudent(trx, iso, {
        email: `${slug(given.split(' ')[0]!)}.${slug(paternal)}.verano2025.${i + 1}@tec.example`,
        given,
        family: `${paternal} ${maternal}`,
        paternal,
        maternal,
        passwordHash: null,
        profile: {
          careerId: careers[i % careers.length]!.id_career,
          control: `24390${900 + i}`,
          phone: `+52998555${String(1000 + i)}`,
        },
      }))!;
      await trx
        .insertInto('student_classes')
        .values({
          id_student: graduate.id_student,
          id_class: finishedClassId,
          group_leader: i === 0 ? 1 : 0,
          created_at: finishedAt,
          ...demoPayment('active', finishedClassId, i, finishedAt, staffIds.admin, now),
        })
        .execute();
    }
    // alumno3 took it too: a class of summer 2025 (graded, with its constancia) takes nothing from the
    // two of 2026 — they hold one this summer and may still take another.
    const alumno3 = demoStudents[2];
    if (alumno3) {
      await trx
        .insertInto('student_classes')
        .values({
          id_student: alumno3.id_student,
          id_class: finishedClassId,
          group_leader: 0,
          created_at: finishedAt,
          ...demoPayment('active', finishedClassId, 12, finishedAt, staffIds.admin, now),
        })
        .execute();
    }
    await trx
      .updateTable('classes')
      .set({ enrolled: alumno3 ? 13 : 12 })
      .where('id_class', '=', finishedClassId)
      .execute();

    // Teacher applications --------------------------------------------------------------------
    for (const [i, a] of TEACHER_APPLICANTS.entries()) {
      const idClass = i % 2 === 0 ? (classIds[i] ?? null) : null;
      const sentAt = now.getTime() - (i + 1) * 86_400_000;
      // Each application holds its (email, class) slot for 24 hours (application_limits).
      await trx
        .insertInto('application_limits')
        .values({ contact_email: a.email, class_key: idClass ?? 0, last_at: sentAt })
        .onConflict((oc) => oc.columns(['contact_email', 'class_key']).doNothing())
        .execute();
      await trx
        .insertInto('teacher_applications')
        .values({
          name: a.name,
          paternal_surname: a.paternal,
          maternal_surname: a.maternal,
          contact_email: a.email,
          contact_phone: a.phone,
          cv: a.cv,
          reason: a.reason,
          id_class: idClass,
          search_text: normalizeSearchText([a.name, a.paternal, a.maternal ?? '', a.email].join(' ')),
          accepted: a.accepted ? 1 : 0,
          reviewed_by: a.accepted ? staffIds.admin : null,
          reviewed_at: a.accepted ? iso : null,
          created_at: new Date(sentAt).toISOString(),
        })
        .execute();
    }

    // The summers: 2024 and 2025 closed, the demo's current one open on the seed day.
    await seedPeriods(trx, 2026, now);
    // 2024 and 2025 with their own classes, students, payments and cancellations (history and exports).
    const pastClasses = await seedPastSummers(trx, {
      subjectIds: subjectId,
      careerIds: careers.map((c) => c.id_career),
      adminId: staffIds.admin,
      periods: (await allPeriods(trx)).filter((p) => p.year === 2024 || p.year === 2025),
    });
    await seedPlacePayments(trx, 2026, now);
    // «Me interesa» of every summer and the past summers' money: the analytics compare real figures.
    await seedDemand(trx, { currentYear: 2026, pastYears: [2024, 2025] });

    // Rooms, and one approved class with a room and a teacher.
    await seedRooms(trx, staffIds.teacher, iso);
    // A pending invitation of the accepted applicant.
    await seedInvitation(trx, staffIds.admin, now);
    // A course that ended (2025, acta closed, constancias) and one in progress with half its grades.
    const demoFolio = await seedGrades(trx, {
      finishedClassId,
      inProgressClassId: classIds[26]!,
      teacherId: staffIds.teacher!,
      at: iso,
    });

    // Who may take what: a hold, a curso especial and a repetition, convalidation requests.
    await seedEligibility(trx, { year: 2026, adminId: staffIds.admin!, at: iso });

    // Attendance and progress of the class in progress; the 2025 class's teacher evaluation.
    await seedCoordination(trx, {
      finishedClassId,
      inProgressClassId: classIds[26]!,
      teacherId: staffIds.teacher!,
      at: iso,
    });

    // Bitácora and notifications of the demo.
    await seedActivity(
      trx,
      demoStudents.filter((d): d is SeedStudent => d !== null).map((d) => d.id_user),
    );

    // Every summer's two-class counters, from the rows that count that the sections above wrote.
    await countSummersFromRows(trx);

    return {
      seeded: true,
      demoFolio,
      counts: {
        careers: careers.length,
        subjects: subjects.length,
        students: crowd.length + 3,
        classes: classIds.length + pastClasses,
        teacherApplications: TEACHER_APPLICANTS.length,
      },
    };
  });
}
