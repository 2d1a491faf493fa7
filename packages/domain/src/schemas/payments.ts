import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../rules/payment.ts';
import { PLACE_PAYMENT_STATUSES } from '../rules/place-payment.ts';
import { idParam, optionalQuery, pageMetaSchema, paginationQuery, queryInt } from './common.ts';

/**
 * PATCH /classes/{id}/students/{studentId}/payment. The shape only: what the values must be
 * (`paymentProblems`) is checked by the service with the request's `now`.
 */
export const paymentBodySchema = z.object({
  status: z.string({ error: PAYMENT_MESSAGES.status }).max(20, { error: PAYMENT_MESSAGES.status }),
  folio: z.string({ error: PAYMENT_MESSAGES.folioFormat }).max(100, { error: PAYMENT_MESSAGES.folioFormat }).nullish(),
  paidOn: z.string({ error: PAYMENT_MESSAGES.dateInvalid }).max(30, { error: PAYMENT_MESSAGES.dateInvalid }).nullish(),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

export const enrolmentPaymentSchema = z.object({
  id_student: z.number().int(),
  status: z.enum(['pendiente', 'pagado']),
  /** The receipt's folio; null while pending, and for a group leader (who sees only who has paid). */
  folio: z.string().nullable(),
  /** YYYY-MM-DD, null while pending. */
  paid_on: z.string().nullable(),
  /** The place's payment once the group is confirmed (its id, state and a cash folio the leader recorded). */
  place: z
    .object({ id: z.number().int(), status: z.enum(PLACE_PAYMENT_STATUSES), cashFolio: z.string().nullable() })
    .nullable()
    .optional(),
});
export type EnrolmentPayment = z.infer<typeof enrolmentPaymentSchema>;

export const classPaymentsSchema = z.object({
  id_class: z.number().int(),
  hours: z.number().int(),
  /** What each student pays, from the subject's hours ("$1,125.00"). */
  cost: z.string(),
  paid: z.number().int(),
  total: z.number().int(),
  students: z.array(enrolmentPaymentSchema),
});
export type ClassPayments = z.infer<typeof classPaymentsSchema>;

/** The payment of a confirmed place, as its student and finance read it (amounts in pesos). */
export const placePaymentSchema = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  subject: z.string().nullable(),
  period: z.number().int(),
  amount: z.number(),
  credit: z.number(),
  toPay: z.number(),
  reference: z.string(),
  dueDate: z.string(),
  status: z.enum(PLACE_PAYMENT_STATUSES),
  hasReceipt: z.boolean(),
  rejectReason: z.string().nullable(),
  creditLeft: z.number(),
  /** What the student asked back of a failed group's money (requested or paid). */
  refund: z.number(),
  /** The folio of the receipt the group leader gave for cash, when they recorded it. */
  cashFolio: z.string().nullable(),
});
export type PlacePayment = z.infer<typeof placePaymentSchema>;

export const myPaymentsSchema = z.object({
  payments: z.array(placePaymentSchema),
  /** How to pay: the institute's bank data and the steps. */
  howToPay: z.object({
    bank: z.string(),
    account: z.string(),
    clabe: z.string(),
    beneficiary: z.string(),
    text: z.string(),
  }),
});
export type MyPayments = z.infer<typeof myPaymentsSchema>;

export const paymentIdParamsSchema = z.object({ id: idParam('El pago') });

/** POST /payments/{id}/reject: why (shown to the student as is). */
export const rejectPaymentBodySchema = z
  .object({ reason: z.string().max(2000).optional() })
  .optional()
  .transform((b) => b ?? {});

/** GET /payments (finance and administrators): filters; by default the current summer, every state. */
export const financePaymentsQuerySchema = z.object({
  period: optionalQuery(queryInt('El año académico', 2000, 2100)),
  classId: optionalQuery(idParam('La clase')),
  status: optionalQuery(z.enum(PLACE_PAYMENT_STATUSES, { error: 'Estado de pago no válido.' })),
  q: optionalQuery(z.string().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' })),
  /** The receipt (or cash record) arrived on or after / on or before this Cancun day (AAAA-MM-DD). */
  from: optionalQuery(z.iso.date({ error: 'La fecha «desde» debe ser AAAA-MM-DD.' })),
  to: optionalQuery(z.iso.date({ error: 'La fecha «hasta» debe ser AAAA-MM-DD.' })),
  ...paginationQuery(25, 100),
});
export type FinancePaymentsQuery = z.infer<typeof financePaymentsQuerySchema>;

/** A payment in finance's list: the payment, its student and the receipt's facts. */
export const financePaymentSchema = placePaymentSchema.extend({
  student: z.object({
    id: z.number().int(),
    name: z.string(),
    controlNumber: z.string().nullable(),
    email: z.string(),
  }),
  clave: z.string(),
  receiptType: z.string().nullable(),
  receiptAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type FinancePayment = z.infer<typeof financePaymentSchema>;

export const financePaymentsSchema = z.object({
  data: z.array(financePaymentSchema),
  meta: pageMetaSchema,
  period: z.number().int(),
  /** How many payments of the period (and class, when filtered) are in each state. */
  counts: z.record(z.enum(PLACE_PAYMENT_STATUSES), z.number().int()),
});
export type FinancePayments = z.infer<typeof financePaymentsSchema>;

/** POST /payments/{id}/refund-choice. */
export const refundChoiceBodySchema = z.object({ choice: z.string().max(20).optional() }).optional();

/** POST /payments/{id}/cash (the class's group leader). */
export const cashPaymentBodySchema = z.object({ folio: z.string().max(100).optional() }).optional();

const ledgerTotalsSchema = z.object({
  expected: z.number(),
  validated: z.number(),
  paidByCredit: z.number(),
  inReview: z.number(),
  owed: z.number(),
  overdue: z.number(),
  credits: z.number(),
  refundsRequested: z.number(),
  refunded: z.number(),
  count: z.number().int(),
});

/** GET /payments/ledger: the period's money by class and in total (pesos). */
export const ledgerSchema = z.object({
  period: z.number().int(),
  total: ledgerTotalsSchema,
  classes: z.array(ledgerTotalsSchema.extend({ classId: z.number().int(), clave: z.string(), subject: z.string() })),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const ledgerQuerySchema = z.object({ period: optionalQuery(queryInt('El año académico', 2000, 2100)) });
