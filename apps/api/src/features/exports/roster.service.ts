import { DomainError } from '@portal/domain/errors';
import { rosterName, scheduleText, shiftLabel, sortForRoster } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import { leadsClass, rosterClass, rosterSchedule, rosterStudents } from './roster.repository.ts';

/** What every roster file shows: the class's heading and its students in roster order. */
export interface Roster {
  classId: number;
  subject: string;
  clave: string;
  period: number;
  shift: string;
  schedule: string;
  students: RosterStudent[];
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
}

/**
 * A class's roster for its downloads. Only an administrator or the class's own group leader may
 * have it (its contact data is not public): anyone else gets 403; an unknown class, 404.
 */
export async function loadRoster(db: DbOrTrx, identity: Identity, classId: number): Promise<Roster> {
  const cls = await rosterClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  if (!isAdmin(identity)) {
    const leader =
      identity.kind === 'student' && identity.studentId !== null && (await leadsClass(db, classId, identity.studentId));
    if (!leader) throw new DomainError('exportForbidden');
  }
  const [schedule, students] = await Promise.all([rosterSchedule(db, classId), rosterStudents(db, classId)]);
  return {
    classId: cls.id_class,
    subject: cls.subject_name,
    clave: cls.clave,
    period: cls.period,
    shift: shiftLabel(cls.shift) ?? 'Sin turno',
    schedule: scheduleText(
      schedule.map((s) => ({ Days: { name: s.day_name }, start_time: s.start_time, end_time: s.end_time })),
    ),
    students: sortForRoster(students).map((s, i) => ({
      no: i + 1,
      controlNumber: s.control_number,
      name: rosterName(s),
      career: s.career_name ?? '',
      email: s.email,
      phone: s.phone,
      groupLeader: s.group_leader === 1,
    })),
  };
}
