import { z } from 'zod';
import { ACTIVITY_ACTION_LIST } from '../rules/activity.ts';
import { idParam, optionalQuery, pageMetaSchema, paginationQuery, queryInt } from './common.ts';

const isoDate = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} debe tener el formato AAAA-MM-DD.` });

/** GET /activity (admin): filters of the Bitácora. Dates are whole days (from 00:00 to the end of `to`). */
export const activityQuerySchema = z.object({
  ...paginationQuery(20, 100),
  userId: optionalQuery(idParam('La persona')),
  action: optionalQuery(z.enum(ACTIVITY_ACTION_LIST as [string, ...string[]], { error: 'La acción no existe.' })),
  classId: optionalQuery(idParam('La clase')),
  from: optionalQuery(isoDate('La fecha inicial')),
  to: optionalQuery(isoDate('La fecha final')),
  period: optionalQuery(queryInt('El año académico', 2000, 2100)),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id_user: z.number().int().nullable(), role: z.string(), name: z.string().nullable() }),
  id_class: z.number().int().nullable(),
  class_name: z.string().nullable(),
  id_student: z.number().int().nullable(),
  student_name: z.string().nullable(),
  id_application: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  request_id: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({ data: z.array(activityEntrySchema), meta: pageMetaSchema });
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityClassParamsSchema = z.object({ id: idParam('La clase') });
export const activityPageQuerySchema = z.object({ page: paginationQuery(20, 100).page });

/** GET /notifications (the caller's own). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  id_class: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsQuerySchema = z.object({ limit: optionalQuery(queryInt('El límite', 1, 100)).default(30) });
export const notificationParamsSchema = z.object({ id: idParam('La notificación') });
export const readAllResultSchema = z.object({ updated: z.number().int() });
