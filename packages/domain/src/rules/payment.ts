/** Payment of an enrolment: what the admin records and how a roster sums it up. */

export const PAYMENT_STATUSES = ['pendiente', 'pagado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The institute's zone (Quintana Roo, UTC-5 all year): every calendar day the portal compares — a payment date,
 * a window of the summer's calendar — is a day there, whatever zone the server runs in.
 */
export const INSTITUTION_TIME_ZONE = 'America/Cancun';

export const PAYMENT_FOLIO_MAX = 30;
/** Letters, digits, hyphens and slashes, starting with a letter or digit ("R-2026/0153"). */
const FOLIO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]*$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const PAYMENT_EARLIEST_DATE = '2000-01-01';

export const PAYMENT_MESSAGES = {
  status: 'El estado del pago debe ser pendiente o pagado.',
  folioRequired: 'Escribe el folio del recibo para marcar el pago como pagado.',
  folioFormat: `El folio solo admite letras, números, guiones y diagonales (máximo ${PAYMENT_FOLIO_MAX} caracteres).`,
  dateRequired: 'Escribe la fecha del pago.',
  dateInvalid: 'La fecha del pago no es válida: usa el formato AAAA-MM-DD.',
  dateFuture: 'La fecha del pago no puede ser posterior a hoy.',
  dateTooOld: 'La fecha del pago no puede ser anterior al año 2000.',
  pendingWithData: 'Un pago pendiente no lleva folio ni fecha: déjalos vacíos.',
} as const;

/** The calendar day (YYYY-MM-DD) that `now` is in the institution's time zone. */
export function institutionToday(now: Date, timeZone: string = INSTITUTION_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export interface PaymentInput {
  status: string;
  folio?: string | null | undefined;
  paidOn?: string | null | undefined;
}

export interface PaymentProblem {
  field: 'status' | 'folio' | 'paidOn';
  message: string;
}

/**
 * What is wrong with a payment the admin records (empty: nothing). `pagado` needs a receipt folio
 * and the day it was paid (a real day, not after today where the institution is, not before 2000);
 * `pendiente` carries neither. Blank texts count as absent.
 */
export function paymentProblems(input: PaymentInput, now: Date): PaymentProblem[] {
  const folio = input.folio?.trim() ?? '';
  const paidOn = input.paidOn?.trim() ?? '';
  if (!(PAYMENT_STATUSES as readonly string[]).includes(input.status)) {
    return [{ field: 'status', message: PAYMENT_MESSAGES.status }];
  }
  if (input.status === 'pendiente') {
    return folio || paidOn ? [{ field: folio ? 'folio' : 'paidOn', message: PAYMENT_MESSAGES.pendingWithData }] : [];
  }
  const problems: PaymentProblem[] = [];
  if (!folio) problems.push({ field: 'folio', message: PAYMENT_MESSAGES.folioRequired });
  else if (folio.length > PAYMENT_FOLIO_MAX || !FOLIO_PATTERN.test(folio)) {
    problems.push({ field: 'folio', message: PAYMENT_MESSAGES.folioFormat });
  }
  if (!paidOn) problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.dateRequired });
  else if (!isCalendarDate(paidOn)) problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.dateInvalid });
  else if (paidOn > institutionToday(now)) problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.dateFuture });
  else if (paidOn < PAYMENT_EARLIEST_DATE) problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.dateTooOld });
  return problems;
}

/** "Pagado 12 de 18": how many of a class's enrolments are paid. */
export function paidSummary(paid: number, total: number): string {
  return `Pagado ${paid} de ${total}`;
}

/** How a payment reads in a list or a download. */
export function paymentLabel(status: string): string {
  return status === 'pagado' ? 'Pagado' : 'Pendiente';
}
