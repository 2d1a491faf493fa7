import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentOptionsSchema,
  classIdParamsSchema,
  classRoomBodySchema,
  classRoomResponseSchema,
  roomBodySchema,
  roomIdParamsSchema,
  roomSchema,
  roomsImportBodySchema,
  roomsImportResponseSchema,
  roomsResponseSchema,
} from '@portal/domain/schemas';
import { ROOMS_CSV_TEMPLATE } from '@portal/domain/rules';
import { errorResponses } from '../../lib/error-responses.ts';
import { assignmentOptions } from './assignment-options.service.ts';
import { importRooms } from './rooms-import.service.ts';
import { assignRoom, createRoom, removeRoom, rooms } from './rooms.service.ts';
import { requireAdmin } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';

const ADMIN = { config: { auth: 'admin' as const } };
const TAGS = ['Salones'];
const SECURITY = [{ bearer: [] }];

/** Rooms and their assignment to classes ("Asignar Salones"). Administrators only. */
export async function roomsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rooms',
    {
      ...ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Salones (administradores)',
        description:
          'Todos los salones por edificio y nombre, con cuántas clases (ni rechazadas ni canceladas) los usan.',
        security: SECURITY,
        response: { 200: roomsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => rooms(app.db),
  );

  r.post(
    '/rooms',
    {
      ...ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Crear un salón (administradores)',
        description:
          'Nombre, edificio, capacidad (1–500) y tipo (`aula`, `laboratorio` o `sala de cómputo`). El mismo nombre dos veces en un edificio: 409.',
        security: SECURITY,
        body: roomBodySchema,
        response: { 201: roomSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await createRoom(app.db, requestContext(req), req.body)),
  );

  r.get(
    '/rooms/template.csv',
    {
      ...ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Plantilla CSV para importar salones (administradores)',
        description: 'Encabezado `nombre,edificio,capacidad,tipo` y tres filas de ejemplo, en UTF-8 con BOM.',
        security: SECURITY,
        response: errorResponses(401, 403),
      },
    },
    async (_req, reply) =>
      (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="plantilla-salones.csv"')
        .send(`\uFEFF${ROOMS_CSV_TEMPLATE}`),
  );

  r.post(
    '/rooms/import',
    {
      ...ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Importar salones desde un CSV (administradores)',
        description:
          '`csv`: el texto del archivo (encabezado `nombre,edificio,capacidad,tipo`, como la plantilla). Se revisan todas las líneas: si alguna está mal (formato, valores, salón repetido en el archivo o ya existente), responde 400 con un mensaje por línea ("Línea N: …") y no importa nada. Si todas están bien, importa todas (201).',
        security: SECURITY,
        body: roomsImportBodySchema,
        response: { 201: roomsImportResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const imported = await importRooms(app.db, requestContext(req), req.body.csv);
      return reply.code(201).send({ imported: imported.length, data: imported });
    },
  );

  r.delete(
    '/rooms/:id',
    {
      ...ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Eliminar un salón sin clases (administradores)',
        description: 'Solo un salón que ninguna clase tiene asignado (si no: 409). Un salón que no existe: 404.',
        security: SECURITY,
        params: roomIdParamsSchema,
        response: { 204: z.null().describe('Salón eliminado'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await removeRoom(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/classes/:id/assignment-options',
    {
      ...ADMIN,
      schema: {
        tags: ['Clases', ...TAGS],
        summary: 'Qué encontraría cada salón y cada docente en una clase (administradores)',
        description:
          'Para una clase `aprobado` o `active` (si no: 409), antes de asignar: cada salón con `clash` (el mensaje con que se rechazaría por empalme) y `small` (el aviso de capacidad que pide confirmar), y los docentes que dan otra clase del periodo a una hora que se empalma, con su `clash`. Los docentes que no aparecen están libres a esa hora. Es una consulta: la asignación vuelve a revisar todo al guardarse.',
        security: SECURITY,
        params: classIdParamsSchema,
        response: { 200: assignmentOptionsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => assignmentOptions(app.db, req.params.id),
  );

  r.put(
    '/classes/:id/room',
    {
      ...ADMIN,
      schema: {
        tags: ['Clases', ...TAGS],
        summary: 'Asignar el salón de una clase (administradores)',
        description:
          '`roomId`: un salón existente (si no: 400). Solo clases `aprobado` o `active` (si no: 409). Si otra clase del mismo periodo usa el salón en un día y horario que se empalman: 409 "El salón <nombre> (<edificio>) está ocupado por <materia> (<día> HH:MM–HH:MM)." Si el salón tiene menos capacidad que los estudiantes de la clase (regulares y de movilidad): 409 pidiendo confirmar; enviar `"confirmSmall": true` lo asigna de todos modos. Dos asignaciones simultáneas del mismo salón a clases empalmadas: solo una pasa. Cada asignación queda en la bitácora.',
        security: SECURITY,
        params: classIdParamsSchema,
        body: classRoomBodySchema,
        response: { 200: classRoomResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => assignRoom(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body),
  );
}
