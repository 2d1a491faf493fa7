import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPeriodBodySchema,
  periodSchema,
  periodsResponseSchema,
  periodYearParamsSchema,
  publicationBlockersSchema,
  updatePeriodBodySchema,
} from '@portal/domain/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAdmin } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';
import { periodBlockers } from './publication-blockers.service.ts';
import { createPeriod, currentPeriodView, editPeriod, listPeriods } from './periods.service.ts';

const TAGS = ['Calendario'];
const SECURITY = [{ bearer: [] }];
const DATES =
  'Fechas ISO (`AAAA-MM-DD`), días completos en America/Cancun: `proposalsOpen` ≤ `proposalsClose`, `enrolmentOpen` ≤ `enrolmentClose` ≤ `publication` ≤ `classesStart` < `classesEnd` ≤ `gradesDue`. Una fecha fuera de orden es 400 con un mensaje que nombra el campo, y no se escribe nada.';

export interface PeriodsRoutesOptions {
  /** A new period's sizes when the admin gives none (CLASS_MIN_STUDENTS, CLASS_MAX_STUDENTS, CLASS_MOBILITY_SEATS). */
  defaults: { paymentDays: number; minStudents: number; maxStudents: number; mobilitySeats: number };
}

/** The summers' calendars: public to read, administrators write. */
export async function periodsRoutes(app: FastifyInstance, opts: PeriodsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/periods',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Periodos de verano',
        description: 'Cada verano con sus fechas y la fase abierta hoy (día de America/Cancun), en español.',
        response: { 200: periodsResponseSchema },
      },
    },
    async () => listPeriods(app.db, app.clock.now()),
  );

  r.get(
    '/periods/current',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: 'El periodo actual',
        description: 'El último verano cuya entrega de calificaciones no ha pasado (o el último, si todos pasaron).',
        response: { 200: periodSchema, ...errorResponses({ 404: 'No hay periodos' }) },
      },
    },
    async () => currentPeriodView(app.db, app.clock.now()),
  );

  r.get(
    '/periods/:year/blockers',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Pendientes de publicación del periodo (administradores)',
        description:
          'Desde la fecha de publicación de grupos (día de America/Cancun) y hasta que el verano concluye: las clases `aprobado` o `active` del periodo sin docente o sin salón, con lo que les falta (`missing`) y la razón en español. Antes de la publicación y en un verano concluido, `blockers` está vacío y `due` es falso. Se calcula al leer, así que todos los procesos responden lo mismo.',
        security: SECURITY,
        params: periodYearParamsSchema,
        response: { 200: publicationBlockersSchema, ...errorResponses(400, 401, 403, { 404: 'El periodo no existe' }) },
      },
    },
    async (req) => {
      requireAdmin(req);
      return periodBlockers(app.db, req.params.year, app.clock.now());
    },
  );

  r.post(
    '/periods',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Crear un periodo (administradores)',
        description: `${DATES} \`paymentDays\`, \`minStudents\`, \`maxStudents\` y \`mobilitySeats\` son opcionales (5, y los CLASS_* del servidor: 15, 30 y 5). Un año que ya tiene periodo: 409.`,
        security: SECURITY,
        body: createPeriodBodySchema,
        response: { 201: periodSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      requireAdmin(req);
      const created = await createPeriod(app.db, requestContext(req), req.body, opts.defaults);
      return reply.code(201).send(created);
    },
  );

  r.patch(
    '/periods/:year',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Editar un periodo (administradores)',
        description: `Cualquiera de los campos; el periodo resultante debe quedar en orden. ${DATES}`,
        security: SECURITY,
        params: periodYearParamsSchema,
        body: updatePeriodBodySchema,
        response: { 200: periodSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      requireAdmin(req);
      return editPeriod(app.db, requestContext(req), req.params.year, req.body);
    },
  );
}
