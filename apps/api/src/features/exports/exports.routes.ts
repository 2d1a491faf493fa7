import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportFileName } from '@portal/domain/rules';
import { classIdParamsSchema, periodParamsSchema } from '@portal/domain/schemas';
import { attendanceMarksOf, type AttendanceMarks } from '../../db/attendance-marks.ts';
import { attendancePdf } from './attendance-pdf.ts';
import { writePeriodWorkbook } from './period-workbook.ts';
import { rosterCsv } from './roster-csv.ts';
import { rosterXlsx } from './roster-xlsx.ts';
import { requireCaller } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { loadRoster, type Roster } from './roster.service.ts';

const BAD_ID = { 400: 'Identificador de clase no válido' } as const;
const NOT_ALLOWED = { 403: 'Ni administrador, ni docente, ni jefe de grupo de esta clase' } as const;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a generated file as a download that no cache keeps (it holds contact data). */
function sendFile(reply: FastifyReply, body: Buffer, type: string, fileName: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

const FORMATS = [
  {
    file: 'roster.csv',
    summary: 'Lista de la clase en CSV (UTF-8 con BOM)',
    type: 'text/csv; charset=utf-8',
    name: (r: Roster) => exportFileName(['lista', r.clave, r.period], 'csv'),
    build: rosterCsv,
  },
  {
    file: 'roster.xlsx',
    summary: 'Lista de la clase en Excel (XLSX)',
    type: XLSX_TYPE,
    name: (r: Roster) => exportFileName(['lista', r.clave, r.period], 'xlsx'),
    build: rosterXlsx,
  },
  {
    file: 'attendance.pdf',
    summary: 'Lista de asistencia en PDF (carta)',
    type: 'application/pdf',
    name: (r: Roster) => exportFileName(['asistencia', r.clave, r.period], 'pdf'),
    build: (r: Roster, _now: Date, marks?: AttendanceMarks) => attendancePdf(r, marks),
  },
] as const;

/** Downloads of a class's roster: for administrators, the class's teacher and its group leader only. */
export async function exportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const format of FORMATS) {
    r.get(
      `/classes/:id/${format.file}`,
      {
        config: { auth: 'authenticated' },
        schema: {
          tags: ['Exportaciones'],
          summary: format.summary,
          description:
            'Solo un administrador, el docente asignado a la clase o su jefe de grupo (cualquier otro usuario, otros docentes incluidos: 403). Se descarga como archivo adjunto con un nombre seguro (`lista-<clave>-<periodo>` o `asistencia-<clave>-<periodo>`). Los estudiantes van ordenados por apellidos.',
          security: [{ bearer: [] }],
          params: classIdParamsSchema,
          response: errorResponses(BAD_ID, 401, NOT_ALLOWED, { 404: 'La clase no existe' }),
        },
      },
      async (req: FastifyRequest<{ Params: { id: number } }>, reply) => {
        const roster = await loadRoster(app.db, requireCaller(req), req.params.id);
        const marks = format.file === 'attendance.pdf' ? await attendanceMarksOf(app.db, roster.classId) : undefined;
        return sendFile(reply, await format.build(roster, app.clock.now(), marks), format.type, format.name(roster));
      },
    );
  }

  r.get(
    '/periods/:year/classes.xlsx',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Exportaciones'],
        summary: 'Libro del periodo para Servicios Escolares (administradores)',
        description:
          'Una hoja de clases (estado, clave, materia, horas, costo por estudiante, turno, horario, regulares, movilidad, cupo, quórum alcanzado, pagados, jefe de grupo, docente y aula —«—» mientras no tiene—) y una de inscripciones (con movilidad, pago, folio y fecha, y la calificación y el resultado una vez cerrada el acta; los estudiantes de movilidad al final) del año académico `year`. Se genera y envía por partes (exceljs en modo streaming, lecturas por lotes), sin tener el periodo entero en memoria.',
        security: [{ bearer: [] }],
        params: periodParamsSchema,
        response: errorResponses(BAD_ID, 401, NOT_ALLOWED),
      },
    },
    async (req, reply) => {
      const out = new PassThrough();
      writePeriodWorkbook(app.db, req.params.year, out).catch((err: unknown) => {
        req.log.error({ err }, 'period workbook failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      // A stream, not one of the documented JSON answers: sent as it is, piece by piece.
      return (reply as FastifyReply)
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(['clases', req.params.year], 'xlsx')}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}
