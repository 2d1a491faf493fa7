import { fullName } from '@portal/domain/rules';
import type { ClassPlace } from '@portal/domain/schemas';
import type { DbOrTrx } from './tables.ts';

/** The room and teacher of each class of `classIds` (null while none is assigned). */
export async function placesOfClasses(db: DbOrTrx, classIds: number[]): Promise<Map<number, ClassPlace>> {
  const places = new Map<number, ClassPlace>();
  if (classIds.length === 0) return places;
  const rows = await db
    .selectFrom('classes as c')
    .leftJoin('rooms as r', 'r.id_room', 'c.id_room')
    .leftJoin('users as u', 'u.id_user', 'c.id_teacher')
    .select([
      'c.id_class',
      'r.id_room',
      'r.name as room_name',
      'r.building',
      'r.capacity',
      'r.kind',
      'u.id_user',
      'u.name',
      'u.paternal_surname',
      'u.maternal_surname',
    ])
    .where('c.id_class', 'in', classIds)
    .execute();
  for (const r of rows) {
    places.set(r.id_class, {
      room:
        r.id_room === null
          ? null
          : { id_room: r.id_room, name: r.room_name!, building: r.building!, capacity: r.capacity!, kind: r.kind! },
      teacher:
        r.id_user === null
          ? null
          : {
              id_user: r.id_user,
              name: fullName({
                name: r.name!,
                paternal_surname: r.paternal_surname!,
                maternal_surname: r.maternal_surname!,
              }),
            },
    });
  }
  return places;
}
