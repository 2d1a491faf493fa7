import { DomainError } from '@portal/domain/errors';
import {
  courseHours,
  FINISHED_STATUS,
  fullName,
  gradeInWords,
  gradeResultLabel,
  rosterName,
  shiftLabel,
  sortForRoster,
} from '@portal/domain/rules';
import type { ConstanciaVerification } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import { folioHash, folioOf, issuedFolioKey, normaliseFolio } from '../../lib/constancia-folio.ts';
import type { Identity, StudentIdentity } from '../../lib/identity.ts';
import {
  classTeacherName,
  constanciaByFolioHash,
  constanciaStudent,
  currentConstancia,
  gradedMobilityStudents,
  gradedStudents,
  gradingClass,
} from './grades.repository.ts';

/** What the acta (PDF and XLSX) shows. */
export interface Acta {
  classId: number;
  subject: string;
  clave: string;
  period: number;
  shift: string;
  hours: number;
  teacher: string;
  closedAt: string | null;
  rows: {
    no: number;
    controlNumber: string;
    name: string;
    grade: number | null;
    words: string;
    result: string;
    mobility: string | null;
  }[];
}

/**
 * A class's acta for its downloads: only an administrator or the class's assigned teacher (else 403);
 * an open acta is still printable, marked as a draft by the document.
 */
export async function loadActa(db: DbOrTrx, identity: Identity, classId: number): Promise<Acta> {
  const cls = await gradingClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  const allowed = identity.kind === 'staff' && (identity.role === 'admin' || cls.id_teacher === identity.userId);
  if (!allowed) throw new DomainError('notGradingTeacher');
  const [students, mobility, teacher] = await Promise.all([
    gradedStudents(db, classId),
    gradedMobilityStudents(db, classId),
    classTeacherName(db, classId),
  ]);
  const people = [
    ...students.map((s) => ({ ...s, institute: null as string | null })),
    ...mobility.map((m) => ({ ...m, institute: m.institute })),
  ];
  return {
    classId,
    subject: cls.subject_name,
    clave: cls.clave,
    period: cls.period,
    shift: shiftLabel(cls.shift) ?? 'Sin turno',
    hours: courseHours(cls.credits),
    teacher: teacher ? fullName(teacher) : 'Sin docente asignado',
    closedAt: cls.acta_closed_at,
    rows: sortForRoster(people).map((p, i) => ({
      no: i + 1,
      controlNumber: p.control_number,
      name: rosterName(p),
      grade: p.grade,
      words: p.grade === null ? '—' : gradeInWords(p.grade),
      result: p.grade === null ? 'Sin calificación' : gradeResultLabel(p.grade),
      mobility: p.institute,
    })),
  };
}

/** What a constancia shows. */
export interface Constancia {
  name: string;
  controlNumber: string;
  career: string;
  subject: string;
  clave: string;
  period: number;
  hours: number;
  grade: number;
  words: string;
  result: string;
  issuedAt: string;
  folio: string;
  verifyUrl: string;
}

/**
 * The caller's constancia of a class (ACT-7): only a student of the class whose acta is closed has one;
 * anyone else, and a class not finished, 403.
 */
export async function loadConstancia(
  db: DbOrTrx,
  student: StudentIdentity,
  classId: number,
  publicUrl: string,
): Promise<Constancia> {
  const cls = await gradingClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  const own = student.studentId === null ? undefined : await currentConstancia(db, classId, student.studentId);
  if (cls.status !== FINISHED_STATUS || !own) throw new DomainError('constanciaUnavailable');
  const person = await constanciaStudent(db, student.studentId!);
  const folio = folioOf(await issuedFolioKey(db), own.nonce);
  return {
    name: fullName(person),
    controlNumber: person.control_number,
    career: person.career_name ?? '',
    subject: cls.subject_name,
    clave: cls.clave,
    period: cls.period,
    hours: courseHours(cls.credits),
    grade: own.grade,
    words: gradeInWords(own.grade),
    result: gradeResultLabel(own.grade),
    issuedAt: own.issued_at,
    folio,
    verifyUrl: `${publicUrl}/verificar/${folio}`,
  };
}

/**
 * GET /verify/{folio} (anyone): whether a constancia with this folio was issued, and only the name,
 * subject, period, result and issue date; a replaced one says «reemplazada». Unknown: 404.
 */
export async function verifyFolio(db: DbOrTrx, folio: string): Promise<ConstanciaVerification> {
  const normal = normaliseFolio(folio);
  if (normal.length !== 26) throw new DomainError('folioNotFound');
  const row = await constanciaByFolioHash(db, folioHash(normal));
  if (!row) throw new DomainError('folioNotFound');
  const replaced = row.superseded_at !== null;
  return {
    genuine: true,
    state: replaced ? 'reemplazada' : 'vigente',
    state_label: replaced
      ? 'Constancia reemplazada: el acta se reabrió y se emitió una nueva.'
      : 'Constancia auténtica y vigente.',
    name: fullName(row),
    subject: row.subject_name,
    period: row.period,
    result: gradeResultLabel(row.grade),
    issued_at: row.issued_at,
  };
}
