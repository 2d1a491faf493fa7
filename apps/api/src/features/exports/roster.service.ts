import { DomainError } from '@portal/domain/errors';
import {
  courseCost,
  courseHours,
  paidSummary,
  rosterName,
  scheduleText,
  shiftLabel,
  sortForRoster,
} from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import { schedulesOfClasses, toScheduleEntry } from '../../db/class-schedules.repository.ts';
import { assertTeacherOfClass } from '../../lib/roster-access.ts';
import { rosterClass, rosterMobilityStudents, rosterStudents } from './roster.repository.ts';

/** What every roster file shows: the class's heading and its students in roster order. */
export interface Roster {
  classId: number;
  subject: string;
  clave: string;
  period: number;
  shift: string;
  schedule: string;
  /** What each student pays ("$1,125.00") for the subject's hours. */
  cost: string;
  hours: number;
  /** "Pagado 12 de 18" over the regular enrolments. */
  paid: string;
  students: RosterStudent[];
  /** Whether the reader may see receipts' folios and dates (administrators only). */
  paymentDetails: boolean;
  /** Whether the reader is staff (an administrator or the class's teacher), who see each enrolment's kind. */
  staff: boolean;
}

export interface RosterStudent {
  /** 1, 2, 3… in roster order. */
  no: number;
  controlNumber: string;
  /** Surnames first. */
  name: string;
  career: string;
  email: string;
  phone: string;
  groupLeader: boolean;
  /** The institute of a mobility student; null for the institution's own students. */
  mobility: string | null;
  /** ordinaria, repeticion or especial; null for a mobility student. */
  kind: string | null;
  /** Regular enrolments only: mobility students' payments are not tracked here. */
  payment: { status: string; folio: string | null; paidOn: string | null } | null;
}

/**
 * A class's roster for its downloads: its enrolled students and its mobility students, in one
 * list in roster order. Only an administrator, the class's own group leader (its
 * contact data is not public) or the class's own teacher: anyone else gets 403; an unknown class, 404.
 */
export async function loadRoster(db: DbOrTrx, identity: Identity, classId: number): Promise<Roster> {
  const cls = await rosterClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  const students = await rosterStudents(db, classId);
  const ownTeacher = await assertTeacherOfClass(db, identity, classId);
  const admin = isAdmin(identity);
  if (!admin && !ownTeacher) {
    const own = identity.kind === 'student' ? identity.studentId : null;
    if (!students.some((s) => s.id_student === own && s.group_leader === 1)) throw new DomainError('exportForbidden');
  }
  const [schedule, mobility] = await Promise.all([
    schedulesOfClasses(db, [classId]),
    rosterMobilityStudents(db, classId),
  ]);
  const people = [
    ...students.map((s) => ({
      ...s,
      career: s.career_name ?? '',
      leader: s.group_leader === 1,
      institute: null,
      kind: s.kind as string | null,
      // Receipts stay with the administrators: a leader's or teacher's file never carries them.
      payment: admin
        ? { status: s.payment_status, folio: s.payment_folio, paidOn: s.payment_date }
        : { status: s.payment_status, folio: null, paidOn: null },
    })),
    ...mobility.map((m) => ({
      ...m,
      career: '',
      leader: false,
      institute: m.institute,
      kind: null,
      payment: null,
    })),
  ];
  return {
    classId: cls.id_class,
    subject: cls.subject_name,
    clave: cls.clave,
    period: cls.period,
    shift: shiftLabel(cls.shift) ?? 'Sin turno',
    schedule: scheduleText(schedule.map(toScheduleEntry)),
    cost: courseCost(cls.credits),
    hours: courseHours(cls.credits),
    paid: paidSummary(students.filter((s) => s.payment_status === 'pagado').length, students.length),
    paymentDetails: admin,
    staff: admin || ownTeacher,
    students: sortForRoster(people).map((s, i) => ({
      no: i + 1,
      controlNumber: s.control_number,
      name: rosterName(s),
      career: s.career,
      email: s.email,
      phone: s.phone,
      groupLeader: s.leader,
      mobility: s.institute,
      kind: s.kind,
      payment: s.payment,
    })),
  };
}
