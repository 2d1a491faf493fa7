import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIdParamsSchema,
  classPaymentsSchema,
  classStudentParamsSchema,
  enrolmentPaymentSchema,
  myPaymentsSchema,
  paymentBodySchema,
} from '@portal/domain/schemas';
import { requireAdmin, requireCaller, requireStudent } from '../../lib/callers.ts';
import { myPayments } from './my-payments.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { listClassPayments, recordPayment } from './payments.service.ts';
import { requestContext } from '../../lib/service-context.ts';

const BAD_DATA = { 400: 'Datos no válidos (mensaje en español)' } as const;
const NOT_ENROLLED = { 404: 'La clase no existe o el estudiante no está inscrito en ella' } as const;

/** Payments of a class's enrolments: the admin records them, the group leader reads them. */
export async function paymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/payments/mine',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Pagos'],
        summary: 'Mis pagos: uno por cada lugar confirmado',
        description:
          'Cada lugar en un grupo aprobado trae su pago: importe por las horas de la materia, referencia con dígito verificador, fecha límite y estado (`pendiente`, `en_revision`, `validado`, `rechazado`, `vencido`, `saldo_a_favor`, `reembolso_solicitado`, `reembolsado`). Importes en pesos. `howToPay`: los datos bancarios del instituto.',
        security: [{ bearer: [] }],
        response: { 200: myPaymentsSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => myPayments(app.db, requireStudent(req)),
  );

  r.get(
    '/classes/:id/payments',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Pagos'],
        summary: 'Costo por estudiante y pagos de una clase (administrador o jefe de grupo)',
        description:
          'El costo sale de las horas de la materia ($1,000 / $1,125 / $1,250 por 60 / 75 / 90 horas). `paid` de `total` inscripciones están pagadas. El jefe de grupo de la clase ve quién ha pagado (sin folios); cualquier otro usuario: 403.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: { 200: classPaymentsSchema, ...errorResponses(BAD_DATA, 401, 403, NOT_ENROLLED) },
      },
    },
    async (req) => listClassPayments(app.db, requireCaller(req), req.params.id),
  );

  r.patch(
    '/classes/:id/students/:studentId/payment',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Pagos'],
        summary: 'Registrar el pago de una inscripción (administradores)',
        description:
          '`status` `pagado` con `folio` del recibo (letras, números, guiones y diagonales; único) y `paidOn` (AAAA-MM-DD, no posterior a hoy), o `pendiente` sin folio ni fecha. Estudiante no inscrito: 404; clase rechazada o cancelada, o folio ya registrado en otra inscripción: 409.',
        security: [{ bearer: [] }],
        params: classStudentParamsSchema,
        body: paymentBodySchema,
        response: {
          200: enrolmentPaymentSchema,
          ...errorResponses(BAD_DATA, 401, 403, NOT_ENROLLED, {
            409: 'Clase rechazada o cancelada, o folio ya registrado en otra inscripción',
          }),
        },
      },
    },
    async (req) =>
      recordPayment(app.db, requestContext(req), requireAdmin(req), req.params.id, req.params.studentId, req.body),
  );
}
