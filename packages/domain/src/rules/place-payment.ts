import { addDays, cancunDayStart, dayMonth } from './institute-days.ts';

/**
 * The payment of a confirmed place (docs/rules.md PGO): what a student owes once their group is confirmed,
 * under which reference, by which day, and how it moves from «Pendiente» to «Validado» (or to a credit
 * when the group fails).
 */

export const PLACE_PAYMENT_STATUSES = [
  'pendiente',
  'en_revision',
  'validado',
  'rechazado',
  'vencido',
  'saldo_a_favor',
  'reembolso_solicitado',
  'reembolsado',
] as const;
export type PlacePaymentStatus = (typeof PLACE_PAYMENT_STATUSES)[number];

/** How each state reads on a screen or in a download. */
export const PLACE_PAYMENT_LABELS: Record<PlacePaymentStatus, string> = {
  pendiente: 'Pendiente',
  en_revision: 'En revisión',
  validado: 'Validado',
  rechazado: 'Rechazado',
  vencido: 'Vencido',
  saldo_a_favor: 'Saldo a favor',
  reembolso_solicitado: 'Reembolso solicitado',
  reembolsado: 'Reembolsado',
};

/** States in which the student still owes the money and may send a receipt. */
export const RECEIPT_ACCEPTING_STATUSES: readonly PlacePaymentStatus[] = ['pendiente', 'rechazado'];
/** States that hold the place: the payment is still open or done. */
export const OPEN_PAYMENT_STATUSES: readonly PlacePaymentStatus[] = ['pendiente', 'en_revision', 'rechazado'];

/**
 * The fee by the subject's hours, in cents: up to 60 hours $1,000; 61 to 75 hours $1,125; more than 75
 * hours $1,250 (the regulations' three fees; a subject's hours come from its credits, `courseHours`).
 */
export function placeFeeCents(hours: number): number {
  if (hours <= 60) return 100_000;
  if (hours <= 75) return 112_500;
  return 125_000;
}

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', currencyDisplay: 'narrowSymbol' });

/** «$1,250.00». */
export function formatPesos(cents: number): string {
  return pesos.format(cents / 100);
}

/**
 * The Luhn check digit of a string of digits: it catches every single mistyped digit and almost every
 * swap of two neighbours, the mistakes made when a reference is copied at a bank window.
 */
export function luhnDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, the first digit (next to the check digit) is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A payment's reference: the summer's year, the payment's number in 7 digits, and a Luhn check digit —
 * 12 digits, unique because the payment's number is («2026 0000042 7» → "202600000427").
 */
export function paymentReference(year: number, paymentId: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new Error(`bad year ${year}`);
  if (!Number.isInteger(paymentId) || paymentId < 1 || paymentId > 9_999_999) throw new Error(`bad id ${paymentId}`);
  const body = `${year}${String(paymentId).padStart(7, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

/** Whether a text is a well-formed reference whose check digit matches (spaces ignored). */
export function isValidReference(text: string): boolean {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{12}$/.test(digits)) return false;
  return luhnDigit(digits.slice(0, 11)) === Number(digits[11]);
}

/** The day a payment is due: `paymentDays` after the Cancun day the place was confirmed. */
export function paymentDueDate(confirmedDay: string, paymentDays: number): string {
  return addDays(confirmedDay, paymentDays);
}

export const PAYMENT_REMINDER_HOURS = 48;

/**
 * The instants of a payment's deadline, all in America/Cancun: it is due until the end of its due day;
 * the reminder goes 48 hours before that; it falls overdue (and the place is released) when `graceDays`
 * whole days have passed after the due day.
 */
export function paymentDeadlines(dueDate: string, graceDays: number): { dueEnd: Date; remindAt: Date; expireAt: Date } {
  const dueEnd = cancunDayStart(addDays(dueDate, 1));
  return {
    dueEnd,
    remindAt: new Date(dueEnd.getTime() - PAYMENT_REMINDER_HOURS * 3_600_000),
    expireAt: cancunDayStart(addDays(dueDate, 1 + graceDays)),
  };
}

/** What "Mis Cursos" says about a payment. */
export function paymentDueText(status: PlacePaymentStatus, dueDate: string, amountCents: number): string {
  switch (status) {
    case 'pendiente':
      return `Paga ${formatPesos(amountCents)} a más tardar el ${dayMonth(dueDate)}.`;
    case 'rechazado':
      return `Tu comprobante fue rechazado. Sube otro a más tardar el ${dayMonth(dueDate)}.`;
    case 'en_revision':
      return 'Recibimos tu comprobante; Recursos Financieros lo está revisando.';
    case 'validado':
      return 'Tu pago está validado.';
    case 'vencido':
      return 'El plazo para pagar venció y se liberó tu lugar.';
    case 'saldo_a_favor':
      return 'El grupo no se abrió: tu pago quedó como saldo a favor.';
    case 'reembolso_solicitado':
      return 'Pediste el reembolso de tu pago; Recursos Financieros lo tramita.';
    case 'reembolsado':
      return 'Tu pago fue reembolsado.';
  }
}

export const PLACE_PAYMENT_MESSAGES = {
  howToPay:
    'Deposita o transfiere el importe exacto a la cuenta del instituto con tu referencia, y sube aquí tu comprobante (PDF, JPG o PNG, hasta 5 MB).',
} as const;
