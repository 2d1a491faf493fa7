import { roomKey } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';

/** Demo rooms, in three buildings. */
export const DEMO_ROOMS = [
  { name: 'A-101', building: 'Edificio A', capacity: 40, kind: 'aula' },
  { name: 'A-102', building: 'Edificio A', capacity: 20, kind: 'aula' },
  { name: 'Laboratorio de Química', building: 'Edificio L', capacity: 24, kind: 'laboratorio' },
  { name: 'Centro de Cómputo 1', building: 'Edificio K', capacity: 30, kind: 'sala de cómputo' },
] as const;

/**
 * Demo data: the rooms, and the first approved class of 2026 meeting in A-101 with the
 * demo teacher (docente@tec.example), who thus reads that class's roster and no other.
 */
export async function seedRooms(trx: DbOrTrx, teacherId: number, now: string): Promise<void> {
  const rooms = await trx
    .insertInto('rooms')
    .values(DEMO_ROOMS.map((r) => ({ ...r, room_key: roomKey(r), created_at: now })))
    .returning(['id_room', 'name'])
    .execute();
  const cls = await trx
    .selectFrom('classes')
    .select('id_class')
    .where('status', '=', 'aprobado')
    .where('period', '=', 2026)
    .orderBy('id_class')
    .executeTakeFirst();
  if (!cls) return;
  await trx
    .updateTable('classes')
    .set({ id_room: rooms.find((r) => r.name === 'A-101')!.id_room, id_teacher: teacherId })
    .where('id_class', '=', cls.id_class)
    .execute();
}
