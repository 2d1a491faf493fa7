import { ROLE_IDS } from '@portal/domain/constants';
import { shiftSlots, type Shift } from '@portal/domain/rules';
import { devSubject } from '../../apps/api/src/crypto/dev-subject.ts';
import { GIVEN_NAMES, SURNAMES } from '../../apps/api/src/db/seed/people-data.ts';
import { prng } from '@portal/domain/prng';
import { planCatalog, type CatalogPlan } from './catalog.ts';
import {
  CURRENT_STATUSES,
  DAY_PATTERNS,
  iso,
  PAST_STATUSES,
  REASONS,
  slug,
  usualFill,
  weighted,
  type Status,
} from './shares.ts';
import type { DataSummary, TableRows, Volumes } from './types.ts';

/**
 * The whole data set, in memory: catalog, students (users with the dev issuer's `oid` + student
 * profiles), classes over three academic years with schedules and status history, and enrolments
 * that respect every rule: ≤ 2 per student, ≤ max_students per class, the first member of each
 * non-empty class is its group leader, and the counters equal the rows.
 */
export function planData(
  volumes: Volumes,
  currentPeriod: number,
  seed = 2026,
): { tables: TableRows[]; summary: DataSummary } {
  const rnd = prng(seed);
  const catalog: CatalogPlan = planCatalog(rnd);
  const periods = [currentPeriod - 2, currentPeriod - 1, currentPeriod];

  // Students: users whose oid is what the dev issuer puts in tokens, and their profiles. ----------
  const users: unknown[][] = [];
  const students: unknown[][] = [];
  const emails: string[] = [];
  const userOf: number[] = [];
  for (let i = 1; i <= volumes.students; i++) {
    const given = rnd.pick(GIVEN_NAMES);
    const paternal = rnd.pick(SURNAMES);
    const maternal = rnd.pick(SURNAMES);
    const email = `${slug(given.split(' ')[0]!)}.${slug(paternal)}.${i}@tec.example`;
    const entryYear = rnd.int(20, 26);
    const created = iso(Date.UTC(2000 + entryYear, 7, 1) + rnd.int(0, 200) * 86_400_000);
    users.push([i, devSubject(email), given, paternal, maternal, email, ROLE_IDS.student, created]);
    const control = `${entryYear}${String(i).padStart(6, '0')}`;
    const phone = `+52${rnd.pick(['983', '998', '984', '999'])}${rnd.int(1_000_000, 9_999_999)}`;
    students.push([i, i, rnd.pick(catalog.careers).id_career, control, phone, created, created]);
    emails.push(email);
    userOf.push(i);
  }

  // Classes, their schedules and the fill each one aims at. ----------------------------------------
  interface ClassPlan {
    id: number;
    status: Status;
    period: number;
    max: number;
    fill: number;
    createdMs: number;
    subject: number;
    /** Days and [start, end) as slot indexes, for the schedule-clash rule. */
    days: number[];
    from: number;
    to: number;
  }
  const classes: ClassPlan[] = [];
  const yearShare = [0.3, 0.33, 0.37];
  const classRows: unknown[][] = [];
  const scheduleRows: unknown[][] = [];
  let scheduleId = 0;
  for (let id = 1; id <= volumes.classes; id++) {
    const yearIndex = weighted(
      rnd,
      yearShare.map((s, i): [number, number] => [i, s]),
    );
    const period = periods[yearIndex]!;
    const status = weighted(rnd, period === currentPeriod ? CURRENT_STATUSES : PAST_STATUSES);
    const max = rnd.pick([30, 30, 30, 25, 35, 40]);
    const createdMs = Date.UTC(period, 1 + rnd.int(0, 3), rnd.int(1, 28), rnd.int(13, 23), rnd.int(0, 59));
    const subject = catalog.subjects[Math.floor(rnd.next() ** 1.6 * catalog.subjects.length)]!.id_subject;
    const shift: Shift = rnd.next() < 0.6 ? 'matutino' : 'vespertino';
    const slots = shiftSlots(shift);
    const length = rnd.pick([2, 4, 4, 6]);
    const start = rnd.int(0, slots.length - 1 - length);
    const days = rnd.pick(DAY_PATTERNS);
    // Slot indexes of both shifts on one scale (the afternoon's come after the morning's).
    const offset = shift === 'matutino' ? 0 : 100;
    classes.push({
      id,
      status,
      period,
      max,
      fill: Math.min(max, usualFill(rnd, status)),
      createdMs,
      subject,
      days,
      from: offset + start,
      to: offset + start + length,
    });
    for (const day of days) {
      scheduleRows.push([++scheduleId, id, day, `${slots[start]!}:00`, `${slots[start + length]!}:00`]);
    }
    classRows.push([
      id,
      subject,
      status,
      period,
      shift,
      rnd.pick(REASONS),
      null,
      null,
      max,
      0,
      null,
      iso(createdMs),
      iso(createdMs),
    ]);
  }

  // Make the fills add up to exactly `volumes.enrolments`, within each class's seats. -------------
  let total = classes.reduce((n, c) => n + c.fill, 0);
  while (total !== volumes.enrolments) {
    const c = classes[rnd.int(0, classes.length - 1)]!;
    if (total < volumes.enrolments && c.fill < c.max && (c.fill > 0 || rnd.next() < 0.2)) {
      c.fill++;
      total++;
    } else if (total > volumes.enrolments && c.fill > 0) {
      c.fill--;
      total--;
    }
  }

  // Who is enrolled where: 40 % of the students twice, 40 % once, 20 % not yet. --------------------
  const twice = Math.max(0, volumes.enrolments - Math.floor(volumes.students * 0.8));
  const once = volumes.enrolments - 2 * twice;
  if (twice + once > volumes.students) throw new Error('Más inscripciones de las que caben (2 por estudiante).');
  const order = rnd.shuffle(Array.from({ length: volumes.students }, (_, i) => i + 1));
  const slots: number[] = [];
  for (let i = 0; i < twice + once; i++) {
    slots.push(order[i]!);
    if (i < twice) slots.push(order[i]!);
  }
  rnd.shuffle(slots);
  // Each student's two-class counter per summer: "student:period" → classes that count.
  const enrolmentsOf = new Map<string, number>();
  const enrolmentRows: unknown[][] = [];
  let next = 0;
  // A rejected or cancelled class released its students: its rows are history, they count neither
  // in its counter nor in the student's; two classes a student holds that count never clash.
  const releasedStatus = (st: Status) => st === 'rechazado' || st === 'cancelled';
  const clash = (a: ClassPlan, b: ClassPlan) =>
    a.period === b.period && a.from < b.to && b.from < a.to && a.days.some((d) => b.days.includes(d));
  const countingOf = new Map<number, ClassPlan[]>();
  const unfit = (student: number, c: ClassPlan, members: Set<number>) =>
    members.has(student) || (!releasedStatus(c.status) && (countingOf.get(student) ?? []).some((o) => clash(o, c)));
  for (const c of classes) {
    const members = new Set<number>();
    for (let k = 0; k < c.fill; k++) {
      // The same student twice in one class, or a clash: swap in a later slot.
      for (let tries = 0; next < slots.length - 1 && unfit(slots[next]!, c, members) && tries < 200; tries++) {
        const j = rnd.int(next + 1, slots.length - 1);
        [slots[next], slots[j]] = [slots[j]!, slots[next]!];
      }
      // Near the end (small volumes) no later slot may fit: the class keeps the students it has, and the
      // data set a few enrolments fewer than asked.
      if (next >= slots.length || unfit(slots[next]!, c, members)) {
        c.fill = members.size;
        break;
      }
      const student = slots[next++]!;
      members.add(student);
      if (!releasedStatus(c.status)) {
        const key = `${student}:${c.period}`;
        enrolmentsOf.set(key, (enrolmentsOf.get(key) ?? 0) + 1);
        countingOf.set(student, [...(countingOf.get(student) ?? []), c]);
      }
      enrolmentRows.push([enrolmentRows.length + 1, student, c.id, k === 0 ? 1 : 0, iso(c.createdMs + k * 3_600_000)]);
    }
    const row = classRows[c.id - 1]!;
    row[9] = releasedStatus(c.status) ? 0 : c.fill;
    const leader = members.values().next().value;
    if (leader !== undefined && rnd.next() < 0.7) {
      row[7] = `https://chat.whatsapp.com/Bench${c.id}Grupo${c.period}`; // proposed by its leader
      row[10] = userOf[leader - 1]!;
    }
  }
  const summerRows = [...enrolmentsOf].map(([key, n]) => [...key.split(':').map(Number), n]);

  // Reviews of the classes that left `pendiente`. --------------------------------------------------
  const historyRows: unknown[][] = [];
  for (const c of classes) {
    if (c.status === 'pendiente') continue;
    const reviewed = iso(c.createdMs + 7 * 86_400_000);
    const first = c.status === 'active' || c.status === 'cancelled' ? 'aprobado' : c.status;
    const comment = c.status === 'rechazado' ? 'No se alcanzó el mínimo de 15 estudiantes.' : null;
    historyRows.push([historyRows.length + 1, c.id, 'pendiente', first, comment, null, reviewed]);
    if (first !== c.status) {
      historyRows.push([
        historyRows.length + 1,
        c.id,
        'aprobado',
        c.status,
        null,
        null,
        iso(c.createdMs + 21 * 86_400_000),
      ]);
    }
  }

  const tables: TableRows[] = [
    { table: 'careers', columns: ['id_career', 'name'], rows: catalog.careers.map((c) => [c.id_career, c.name]) },
    {
      table: 'subjects',
      columns: ['id_subject', 'name', 'name_search', 'clave', 'credits'],
      rows: catalog.subjects.map((s) => [s.id_subject, s.name, s.name_search, s.clave, s.credits]),
    },
    {
      table: 'subject_careers',
      columns: ['id_subject', 'id_career'],
      rows: catalog.subjectCareers.map((l) => [l.id_subject, l.id_career]),
    },
    {
      table: 'users',
      columns: ['id_user', 'oid', 'name', 'paternal_surname', 'maternal_surname', 'email', 'id_role', 'created_at'],
      rows: users,
    },
    {
      table: 'students',
      columns: ['id_student', 'id_user', 'id_career', 'control_number', 'phone', 'created_at', 'updated_at'],
      rows: students,
    },
    { table: 'student_summers', columns: ['id_student', 'period', 'enrolments'], rows: summerRows },
    {
      table: 'classes',
      columns: [
        'id_class',
        'id_subject',
        'status',
        'period',
        'shift',
        'description',
        'image',
        'whatsapp_link',
        'max_students',
        'enrolled',
        'created_by',
        'created_at',
        'updated_at',
      ],
      rows: classRows,
    },
    {
      table: 'class_schedules',
      columns: ['id_schedule', 'id_class', 'id_day', 'start_time', 'end_time'],
      rows: scheduleRows,
    },
    {
      table: 'student_classes',
      columns: ['id_student_class', 'id_student', 'id_class', 'group_leader', 'created_at'],
      rows: enrolmentRows,
    },
    {
      table: 'class_status_history',
      columns: ['id', 'id_class', 'from_status', 'to_status', 'comment', 'changed_by', 'changed_at'],
      rows: historyRows,
    },
  ];

  const subjectsWithClasses = new Set(classes.map((c) => c.subject));
  // The careers of each subject: a student enrols in classes of their own career (the eligibility rule
  // refuses another career's subject without a convalidation).
  const careersOf = new Map<number, number[]>();
  for (const l of catalog.subjectCareers)
    careersOf.set(l.id_subject, [...(careersOf.get(l.id_subject) ?? []), l.id_career]);
  const summary: DataSummary = {
    currentPeriod,
    periods,
    careers: catalog.careers,
    claves: catalog.subjects.filter((s) => subjectsWithClasses.has(s.id_subject)).map((s) => s.clave),
    freeStudents: order
      .slice(twice + once)
      .map((id) => ({ id_student: id, email: emails[id - 1]!, id_career: students[id - 1]![2] as number })),
    enrolledStudents: order.slice(0, Math.min(twice, 200)).map((id) => ({ id_student: id, email: emails[id - 1]! })),
    openClasses: classes
      .filter((c) => c.period === currentPeriod && c.status === 'pendiente' && c.fill < c.max)
      .map((c) => ({ id_class: c.id, free: c.max - c.fill, careers: careersOf.get(c.subject) ?? [] })),
    counts: Object.fromEntries(tables.map((t) => [t.table, t.rows.length])),
  };
  return { tables, summary };
}
