import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@portal/domain/errors';
import {
  cashPaymentBodySchema,
  financePaymentsQuerySchema,
  financePaymentsSchema,
  ledgerQuerySchema,
  ledgerSchema,
  paymentIdParamsSchema,
  placePaymentSchema,
  refundChoiceBodySchema,
} from '@portal/domain/schemas';
import { requireCaller, requireStudent } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { isFinance, type Identity, type StaffIdentity } from '../../lib/identity.ts';
import { requestContext } from '../../lib/service-context.ts';
import { listFinancePayments, periodLedger } from './finance.service.ts';
import { ledgerXlsx } from './ledger-xlsx.ts';
import { chooseRefund, markRefundPaid, recordCash } from './refunds.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function requireFinance(identity: Identity): StaffIdentity {
  if (!isFinance(identity)) throw new DomainError('financeOnly');
  return identity;
}

/** Finance's work (the list, refunds paid, the ledger) and the students' side of refunds and cash. */
export async function financeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/payments',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Pagos'],
        summary: 'Pagos del periodo para revisar (Recursos Financieros o administradores)',
        description:
          'Filtros: `period` (año; por omisión el último con pagos), `classId`, `status`, `q` (nombre, número de control o referencia), `from` y `to` (días de Cancún, AAAA-MM-DD, en que llegó el comprobante o el registro en efectivo). Primero los comprobantes en revisión (el más antiguo primero), luego los reembolsos por pagar. `counts`: cuántos pagos hay en cada estado con los demás filtros.',
        security: [{ bearer: [] }],
        querystring: financePaymentsQuerySchema,
        response: { 200: financePaymentsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      requireFinance(requireCaller(req));
      return listFinancePayments(app.db, requestContext(req).now, req.query);
    },
  );

  r.get(
    '/payments/ledger',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Pagos'],
        summary: 'Totales del dinero del periodo, por clase y en total (Recursos Financieros o administradores)',
        description:
          'Esperado, validado, pagado con saldo, en revisión, por pagar, vencido, saldo a favor, reembolso solicitado y reembolsado, en pesos. Cada pago cuenta en una sola columna según su estado.',
        security: [{ bearer: [] }],
        querystring: ledgerQuerySchema,
        response: { 200: ledgerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      requireFinance(requireCaller(req));
      return periodLedger(app.db, requestContext(req).now, req.query.period);
    },
  );

  r.get(
    '/payments/ledger.xlsx',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Pagos'],
        summary: 'Libro de pagos del periodo en Excel (Recursos Financieros o administradores)',
        description: 'Las mismas columnas que `GET /payments/ledger`: una fila por clase y la fila del total.',
        security: [{ bearer: [] }],
        querystring: ledgerQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (req: FastifyRequest<{ Querystring: { period?: number } }>, reply) => {
      requireFinance(requireCaller(req));
      const ledger = await periodLedger(app.db, requestContext(req).now, req.query.period);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="pagos-${ledger.period}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(await ledgerXlsx(ledger));
    },
  );

  r.post(
    '/payments/:id/refund-choice',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Pagos'],
        summary: 'Elegir qué hacer con el saldo a favor de un grupo que no abrió (el estudiante del pago)',
        description:
          '`{ "choice": "saldo" }` lo guarda para un verano siguiente (paga los próximos pagos); `{ "choice": "reembolso" }` pide que se devuelva lo que queda. Un reembolso aún no pagado puede volver a saldo. Otro estado: 409.',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        body: refundChoiceBodySchema,
        response: {
          200: placePaymentSchema,
          ...errorResponses(400, 401, 403, { 404: 'El pago no existe' }, { 409: 'El pago no tiene saldo que elegir' }),
        },
      },
    },
    async (req) => chooseRefund(app.db, requestContext(req), requireStudent(req), req.params.id, req.body?.choice),
  );

  r.post(
    '/payments/:id/refund-paid',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Pagos'],
        summary: 'Marcar un reembolso como pagado (Recursos Financieros o administradores)',
        description:
          'Un pago `reembolso_solicitado` pasa a `reembolsado`; el estudiante recibe aviso y correo. Otro estado: 409.',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        response: {
          200: placePaymentSchema,
          ...errorResponses(
            401,
            403,
            { 404: 'El pago no existe' },
            { 409: 'El pago no tiene un reembolso solicitado' },
          ),
        },
      },
    },
    async (req) => markRefundPaid(app.db, requestContext(req), requireFinance(requireCaller(req)), req.params.id),
  );

  r.post(
    '/payments/:id/cash',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Pagos'],
        summary: 'Registrar un pago en efectivo recibido por el jefe de grupo',
        description:
          '`{ "folio": "…" }`: el folio del recibo que el jefe de grupo entregó (1 a 40 letras, números, guiones o diagonales). El pago (`pendiente` o `rechazado`) pasa a `en_revision` y Recursos Financieros lo valida al recibir el dinero. Solo el jefe de grupo de la clase del pago (403).',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        body: cashPaymentBodySchema,
        response: {
          200: placePaymentSchema,
          ...errorResponses(400, 401, 403, { 404: 'El pago no existe' }, { 409: 'El pago no espera un pago' }),
        },
      },
    },
    async (req) => recordCash(app.db, requestContext(req), requireStudent(req), req.params.id, req.body?.folio),
  );
}
