import { cancunDay, isIsoDay } from './institute-days.ts';

/** Payment of an enrolment: what the admin records and how a roster sums it up. */

export const PAYMENT_STATUSES = ['pendiente', 'pagado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_FOLIO_MAX = 30;
/** Letters, digits, hyphens and slashes, starting with a letter or digit ("R-2026/0153"). */
const FOLIO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]*$/;
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
  else if (!isIsoDay(paidOn)) problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.dateInvalid });
  else if (paidOn > cancunDay(now)) problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.dateFuture });
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
