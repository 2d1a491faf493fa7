import { ENROLMENT_KIND_LABELS, paymentLabel } from '@portal/domain/rules';
import type { Roster, RosterStudent } from './roster.service.ts';

interface RosterColumn {
  header: string;
  width: number;
  value: (s: RosterStudent) => string | number;
  /** The receipt's folio and date: for administrators only (docs/rules.md, payments). */
  paymentDetail?: true;
  /** How each student takes the subject: for the staff (administrators and the class's teacher) only. */
  staffOnly?: true;
}

/** The columns of a roster, in order, as the CSV and the workbook show them to an administrator. */
export const ROSTER_COLUMNS: readonly RosterColumn[] = [
  { header: 'No.', width: 6, value: (s) => s.no },
  { header: 'Número de control', width: 18, value: (s) => s.controlNumber },
  { header: 'Nombre', width: 36, value: (s) => s.name },
  { header: 'Carrera', width: 34, value: (s) => s.career },
  { header: 'Correo', width: 32, value: (s) => s.email },
  { header: 'Teléfono', width: 16, value: (s) => s.phone },
  { header: 'Jefe de grupo', width: 14, value: (s) => (s.groupLeader ? 'Sí' : 'No') },
  { header: 'Movilidad', width: 30, value: (s) => (s.mobility === null ? 'No' : `Sí (${s.mobility})`) },
  { header: 'Tipo de curso', width: 16, value: (s) => kindLabel(s.kind), staffOnly: true },
  { header: 'Pago', width: 12, value: (s) => (s.payment ? paymentLabel(s.payment.status) : 'No aplica') },
  { header: 'Folio', width: 16, value: (s) => s.payment?.folio ?? '', paymentDetail: true },
  { header: 'Fecha de pago', width: 14, value: (s) => s.payment?.paidOn ?? '', paymentDetail: true },
];

/** An enrolment's kind in words; a mobility student's (another institute's) is not ours to say. */
export function kindLabel(kind: string | null): string {
  if (kind === null) return 'No aplica';
  return ENROLMENT_KIND_LABELS[kind as keyof typeof ENROLMENT_KIND_LABELS] ?? kind;
}

/**
 * The columns this roster's reader gets: the group leader and the teacher see who paid, not the receipts; the
 * group leader does not see how classmates take the subject (a repetition is their own business).
 */
export const rosterColumns = (roster: Pick<Roster, 'paymentDetails' | 'staff'>): readonly RosterColumn[] =>
  ROSTER_COLUMNS.filter((c) => (roster.paymentDetails || !c.paymentDetail) && (roster.staff || !c.staffOnly));

/**
 * A text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, so a
 * name typed as "=HYPERLINK(…)" stays text when the file is opened (CSV injection). A phone in its
 * stored form ("+" and digits, docs/rules.md DES-3) can run nothing and is left as it is.
 */
export function inertText(value: string | number): string | number {
  if (typeof value !== 'string' || /^\+\d+$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
