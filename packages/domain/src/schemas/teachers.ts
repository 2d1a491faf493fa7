import { z } from 'zod';

const STAFF_ID_MESSAGE = 'El docente (staffId) debe ser un identificador numérico.';

/** PUT /classes/{id}/teacher. */
export const classTeacherBodySchema = z.object({
  staffId: z
    .number({ error: STAFF_ID_MESSAGE })
    .int({ error: STAFF_ID_MESSAGE })
    .min(1, { error: STAFF_ID_MESSAGE })
    .max(2_147_483_647, { error: STAFF_ID_MESSAGE }),
});
export type ClassTeacherBody = z.infer<typeof classTeacherBodySchema>;

export const classTeacherSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

export const classTeacherResponseSchema = z.object({
  id_class: z.number().int(),
  teacher: classTeacherSchema,
});
export type ClassTeacherResponse = z.infer<typeof classTeacherResponseSchema>;

const ROOM_KIND_MESSAGE = 'El tipo de salón debe ser aula, laboratorio o sala de cómputo.';
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} es obligatorio.` })
    .trim()
    .min(1, { error: `${field} es obligatorio.` })
    .max(max, { error: `${field} admite como máximo ${max} caracteres.` });

/** POST /rooms. */
export const roomBodySchema = z.object({
  name: text('El nombre del salón', 80),
  building: text('El edificio', 80),
  capacity: z
    .number({ error: 'La capacidad debe ser un número entero entre 1 y 500.' })
    .int({ error: 'La capacidad debe ser un número entero entre 1 y 500.' })
    .min(1, { error: 'La capacidad debe ser un número entero entre 1 y 500.' })
    .max(500, { error: 'La capacidad debe ser un número entero entre 1 y 500.' }),
  kind: z.enum(['aula', 'laboratorio', 'sala de cómputo'], { error: ROOM_KIND_MESSAGE }),
});
export type RoomBody = z.infer<typeof roomBodySchema>;

export const roomSchema = z.object({
  id_room: z.number().int(),
  name: z.string(),
  building: z.string(),
  capacity: z.number().int(),
  kind: z.string(),
  /** Classes (neither rejected nor cancelled) that meet in the room. */
  classes: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomsResponseSchema = z.object({ data: z.array(roomSchema) });

export const roomIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'El salón debe ser un número.' })
    .int({ error: 'El salón debe ser un número entero.' })
    .min(1, { error: 'El salón debe ser mayor o igual que 1.' })
    .max(2_147_483_647, { error: 'El salón debe ser menor o igual que 2147483647.' }),
});

const ROOM_ID_MESSAGE = 'El salón (roomId) debe ser un identificador numérico.';

/** PUT /classes/{id}/room: `confirmSmall` confirms a room smaller than the class. */
export const classRoomBodySchema = z.object({
  roomId: z
    .number({ error: ROOM_ID_MESSAGE })
    .int({ error: ROOM_ID_MESSAGE })
    .min(1, { error: ROOM_ID_MESSAGE })
    .max(2_147_483_647, { error: ROOM_ID_MESSAGE }),
  confirmSmall: z.boolean({ error: 'confirmSmall debe ser verdadero o falso.' }).optional(),
});
export type ClassRoomBody = z.infer<typeof classRoomBodySchema>;

export const classRoomResponseSchema = z.object({
  id_class: z.number().int(),
  room: roomSchema.omit({ classes: true }),
});
export type ClassRoomResponse = z.infer<typeof classRoomResponseSchema>;

/**
 * GET /classes/{id}/assignment-options: what each room and teacher would meet if chosen for the class, before
 * anything is sent — the same messages the assignment answers. Every room is listed; a teacher only when they
 * teach another class at an overlapping time (the others are free then).
 */
export const assignmentOptionsSchema = z.object({
  id_class: z.number().int(),
  students: z.number().int(),
  rooms: z.array(
    z.object({
      id_room: z.number().int(),
      /** «El salón … está ocupado por …»: the assignment is refused. */
      clash: z.string().nullable(),
      /** «El salón tiene capacidad para …»: the assignment asks to confirm. */
      small: z.string().nullable(),
    }),
  ),
  teachers: z.array(z.object({ id_user: z.number().int(), clash: z.string() })),
});
export type AssignmentOptions = z.infer<typeof assignmentOptionsSchema>;

/** POST /rooms/import: the CSV file's text (`nombre,edificio,capacidad,tipo`). */
export const roomsImportBodySchema = z.object({
  csv: z
    .string({ error: 'Envía el contenido del archivo CSV en `csv`.' })
    .min(1, { error: 'El archivo CSV está vacío.' })
    .max(60_000, { error: 'El archivo CSV admite como máximo 60,000 caracteres.' }),
});

export const roomsImportResponseSchema = z.object({ imported: z.number().int(), data: z.array(roomSchema) });
