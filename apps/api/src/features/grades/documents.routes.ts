import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportFileName } from '@portal/domain/rules';
import { classIdParamsSchema, constanciaVerificationSchema, folioParamsSchema } from '@portal/domain/schemas';
import { requireCaller, requireStudent } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { actaXlsx } from './acta-xlsx.ts';
import { actaPdf, constanciaPdf } from './documents-pdf.ts';
import { loadActa, loadConstancia, verifyFolio } from './documents.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendFile(reply: FastifyReply, body: Buffer, type: string, fileName: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The acta's downloads, the student's constancia and its public verification (docs/rules.md ACT). */
export async function documentsRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ACTA_ERRORS = errorResponses(
    400,
    401,
    { 403: 'Ni administrador ni el docente asignado' },
    { 404: 'La clase no existe' },
  );

  r.get(
    '/classes/:id/acta.pdf',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Acta de calificaciones en PDF (su docente asignado o administradores)',
        description:
          'Encabezado del instituto, datos de la clase y una fila por estudiante (número de control, nombre, calificación con número y con letra, resultado), con líneas de firma del docente y de la jefatura de división. Mientras el acta está abierta se marca como borrador.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: ACTA_ERRORS,
      },
    },
    async (req, reply) => {
      const acta = await loadActa(app.db, requireCaller(req), req.params.id);
      return sendFile(
        reply,
        await actaPdf(acta),
        'application/pdf',
        exportFileName(['acta', acta.clave, acta.period], 'pdf'),
      );
    },
  );

  r.get(
    '/classes/:id/acta.xlsx',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Acta de calificaciones en Excel para Servicios Escolares (su docente asignado o administradores)',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: ACTA_ERRORS,
      },
    },
    async (req, reply) => {
      const acta = await loadActa(app.db, requireCaller(req), req.params.id);
      const body = await actaXlsx(acta, app.clock.now());
      return sendFile(reply, body, XLSX_TYPE, exportFileName(['acta', acta.clave, acta.period], 'xlsx'));
    },
  );

  r.get(
    '/classes/:id/constancia.pdf',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Mi constancia de una clase finalizada (el estudiante que llama)',
        description:
          'Nombre, número de control, carrera, materia, clave, periodo, horas, calificación y resultado, fecha de emisión, folio y un código QR que abre su página de verificación. Solo para los estudiantes de la clase con el acta cerrada (cualquier otro: 403).',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: errorResponses(
          400,
          401,
          { 403: 'No es estudiante de esta clase finalizada' },
          { 404: 'La clase no existe' },
        ),
      },
    },
    async (req, reply) => {
      const c = await loadConstancia(app.db, requireStudent(req), req.params.id, opts.publicUrl);
      return sendFile(
        reply,
        await constanciaPdf(c),
        'application/pdf',
        exportFileName(['constancia', c.clave, c.period], 'pdf'),
      );
    },
  );

  r.get(
    '/verify/:folio',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Verificar una constancia por su folio (público)',
        description:
          'Si el folio corresponde a una constancia emitida: nombre, materia, periodo, resultado, fecha de emisión y si está vigente o «reemplazada» (el acta se reabrió). Un folio desconocido: 404.',
        params: folioParamsSchema,
        response: {
          200: constanciaVerificationSchema,
          ...errorResponses(400, { 404: 'No existe una constancia con ese folio' }),
        },
      },
    },
    async (req) => verifyFolio(app.db, req.params.folio),
  );
}
