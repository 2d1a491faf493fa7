import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@portal/domain/errors';
import { paymentIdParamsSchema, placePaymentSchema, rejectPaymentBodySchema } from '@portal/domain/schemas';
import { isFinance } from '../../lib/identity.ts';
import { reviewPayment } from './payment-review.service.ts';
import { requireCaller, requireStudent } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestContext } from '../../lib/service-context.ts';
import { RECEIPT_MAX_BYTES } from './receipt-check.ts';
import { paymentSlip, readReceipt, uploadReceipt } from './receipts.service.ts';

const NOT_FOUND = { 404: 'El pago no existe (o no tiene comprobante)' } as const;

/** The bytes of the one file field `file`; a request without it, or a file over the limit, is a Spanish 400. */
async function receiptBytes(req: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await req.file({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5 } });
  } catch {
    throw new DomainError('receiptMissing');
  }
  if (!part || part.fieldname !== 'file') throw new DomainError('receiptMissing');
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('receiptTooLarge');
    throw err;
  }
}

/** Receipts of place payments: the student uploads one; its student, finance and admins read it back. */
export async function receiptsRoutes(app: FastifyInstance) {
  // Multipart bodies only here. A file over the limit is cut at 5 MB and refused; the rest of the
  // request is drained by the plugin.
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/payments/:id/receipt',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Pagos'],
        summary: 'Subir el comprobante de un pago (el estudiante del pago)',
        description:
          'multipart/form-data con el archivo en el campo `file`: PDF, JPG o PNG (decidido por el contenido del archivo, no por su nombre ni su tipo declarado), de 1 byte a 5 MB; un PDF con JavaScript, acciones o adjuntos se rechaza. El pago pasa a `en_revision`. Solo se acepta con el pago `pendiente` o `rechazado` (409 si no).',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: paymentIdParamsSchema,
        response: {
          200: placePaymentSchema,
          ...errorResponses(
            { 400: 'Archivo ausente, vacío, mayor de 5 MB o de un tipo no admitido' },
            401,
            403,
            NOT_FOUND,
            {
              409: 'El pago no espera un comprobante',
            },
          ),
        },
      },
    },
    async (req) => {
      const student = requireStudent(req);
      const bytes = await receiptBytes(req);
      return uploadReceipt(app.db, app.storage, requestContext(req), student, req.params.id, bytes);
    },
  );

  for (const kind of ['validate', 'reject'] as const) {
    r.post(
      `/payments/:id/${kind}`,
      {
        config: { auth: 'staff' },
        schema: {
          tags: ['Pagos'],
          summary:
            kind === 'validate'
              ? 'Validar el comprobante de un pago (Recursos Financieros o administradores)'
              : 'Rechazar el comprobante de un pago con un motivo (Recursos Financieros o administradores)',
          description:
            kind === 'validate'
              ? 'Un pago `en_revision` pasa a `validado` (a `saldo_a_favor` si su clase ya fue rechazada o cancelada). Otro estado: 409. El estudiante recibe aviso y correo.'
              : '`{ "reason": "…" }` obligatorio (máximo 300 caracteres). Un pago `en_revision` pasa a `rechazado` y el estudiante puede subir otro comprobante. Otro estado: 409.',
          security: [{ bearer: [] }],
          params: paymentIdParamsSchema,
          ...(kind === 'reject' ? { body: rejectPaymentBodySchema } : {}),
          response: {
            200: placePaymentSchema,
            ...errorResponses(400, 401, 403, { 404: 'El pago no existe' }, { 409: 'El pago no está en revisión' }),
          },
        },
      },
      async (req: FastifyRequest<{ Params: { id: number }; Body: { reason?: string } }>) => {
        const caller = requireCaller(req);
        if (!isFinance(caller)) throw new DomainError('financeOnly');
        const decision = kind === 'validate' ? { kind } : { kind, reason: req.body?.reason };
        return reviewPayment(app.db, requestContext(req), caller, req.params.id, decision);
      },
    );
  }

  r.get(
    '/payments/:id/ficha.pdf',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Pagos'],
        summary: 'Ficha de pago en PDF (el estudiante del pago, Recursos Financieros o administradores)',
        description:
          'El nombre del instituto y sus datos bancarios, el importe, la fecha límite y la referencia como texto y como código de barras (Code 128).',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        response: errorResponses(401, 403, { 404: 'El pago no existe' }),
      },
    },
    async (req: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const slip = await paymentSlip(app.db, requireCaller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${slip.fileName}"`)
        .header('cache-control', 'no-store')
        .send(slip.bytes);
    },
  );

  r.get(
    '/payments/:id/receipt',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Pagos'],
        summary: 'Descargar el comprobante de un pago (su estudiante, Recursos Financieros o administradores)',
        description:
          'Siempre como archivo adjunto (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`), con el tipo que se decidió al subirlo; nunca se muestra como página.',
        security: [{ bearer: [] }],
        params: paymentIdParamsSchema,
        response: errorResponses(401, 403, NOT_FOUND),
      },
    },
    async (req: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const file = await readReceipt(app.db, app.storage, requireCaller(req), req.params.id);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
