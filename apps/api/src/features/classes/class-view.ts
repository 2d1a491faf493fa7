import type { ClassItem, StatusHistoryEntry } from '@portal/domain/schemas';
import type { StatusHistoryRow } from './class-status-history.repository.ts';
import type { ClassRecord, careersOfSubjects } from './classes.repository.ts';
import type { leadersOf } from './enrolment.repository.ts';
import { toScheduleEntry, type ScheduleRow } from '../../db/class-schedules.repository.ts';

type LeaderRow = Awaited<ReturnType<typeof leadersOf>>[number];
type SubjectCareerRow = Awaited<ReturnType<typeof careersOfSubjects>>[number];

/** How much of a class a caller may see: contact data and the WhatsApp link are not public. */
export type ClassVisibility = 'public' | 'member';

export function fullName(u: { name: string; paternal_surname: string; maternal_surname: string }): string {
  return [u.name, u.paternal_surname, u.maternal_surname].filter(Boolean).join(' ');
}

type ClassHeadRow = Pick<
  ClassRecord,
  | 'id_class'
  | 'status'
  | 'period'
  | 'shift'
  | 'description'
  | 'image'
  | 'max_students'
  | 'enrolled'
  | 'mobility_enrolled'
  | 'created_at'
  | 'at_risk_at'
  | 'id_subject'
  | 'subject_name'
  | 'clave'
  | 'credits'
>;

/** A class's own fields and its subject in the API's class shape; schedules, leader and place are added apart. */
export function classHead(
  row: ClassHeadRow,
  whatsappLink: string | null,
  careers: ClassItem['Subjects']['Careers'],
): Omit<ClassItem, 'Schedules' | 'ResponsibleStudent'> {
  return {
    id_class: row.id_class,
    status: row.status,
    period: row.period,
    shift: row.shift,
    description: row.description,
    image: row.image,
    whatsapp_link: whatsappLink,
    max_students: row.max_students,
    enrrolled: row.enrolled,
    mobility_enrolled: row.mobility_enrolled,
    created_at: row.created_at,
    // Only on a class enrolment closed on below its minimum, while it is still pending.
    ...(row.at_risk_at && row.status === 'pendiente' ? { at_risk: true } : {}),
    Subjects: {
      id_subject: row.id_subject,
      name: row.subject_name,
      clave: row.clave,
      credits: row.credits,
      Careers: careers,
    },
  };
}

/** Shapes class rows into the API's class shape (Subjects, Schedules, ResponsibleStudent; docs/architecture.md, API calls). */
export function toClassItems(
  rows: ClassRecord[],
  schedules: ScheduleRow[],
  leaders: LeaderRow[],
  visibility: (row: ClassRecord) => ClassVisibility,
  subjectCareers: SubjectCareerRow[] = [],
): ClassItem[] {
  const careersOf = new Map<number, { id_career: number; name: string }[]>();
  for (const c of subjectCareers) {
    const list = careersOf.get(c.id_subject) ?? [];
    list.push({ id_career: c.id_career, name: c.name });
    careersOf.set(c.id_subject, list);
  }
  const byClass = new Map<number, ScheduleRow[]>();
  for (const s of schedules) {
    const list = byClass.get(s.id_class);
    if (list) list.push(s);
    else byClass.set(s.id_class, [s]);
  }
  const leaderOf = new Map(leaders.map((l) => [l.id_class, l]));
  return rows.map((row) => {
    const member = visibility(row) === 'member';
    const leader = leaderOf.get(row.id_class);
    return {
      ...classHead(row, member ? row.whatsapp_link : null, careersOf.get(row.id_subject) ?? []),
      Schedules: (byClass.get(row.id_class) ?? []).map(toScheduleEntry),
      ResponsibleStudent: leader
        ? {
            id_student: leader.id_student,
            student_name: fullName(leader),
            control_number: member ? leader.control_number : null,
            student_phone: member ? leader.phone : null,
          }
        : null,
    };
  });
}

/** Status history rows in the response shape, grouped by class. */
export function toHistoryByClass(rows: StatusHistoryRow[]): Map<number, StatusHistoryEntry[]> {
  const byClass = new Map<number, StatusHistoryEntry[]>();
  for (const r of rows) {
    const entry: StatusHistoryEntry = {
      from_status: r.from_status,
      to_status: r.to_status,
      comment: r.comment,
      changed_at: r.changed_at,
      changed_by:
        r.id_user === null
          ? null
          : {
              id_user: r.id_user,
              name: fullName({
                name: r.name ?? '',
                paternal_surname: r.paternal_surname ?? '',
                maternal_surname: r.maternal_surname ?? '',
              }),
            },
    };
    const list = byClass.get(r.id_class);
    if (list) list.push(entry);
    else byClass.set(r.id_class, [entry]);
  }
  return byClass;
}
