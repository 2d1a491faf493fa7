import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDemoSeed } from '../../test/demo-seed.ts';
import { DEMO_ROOMS } from './seed-rooms.ts';
import { DEMO_INVITATION_TOKEN } from './seed-invitations.ts';

/** The demo data shows rooms in several buildings, an approved class with a room and a teacher. */
describe(`demo seed, teachers and rooms (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('has the rooms and one approved class meeting in a room large enough, taught by the demo teacher', async () => {
    const db = seeded.db;
    const rooms = await db.selectFrom('rooms').select(['name', 'building']).execute();
    expect(rooms).toHaveLength(DEMO_ROOMS.length);
    expect(new Set(rooms.map((r) => r.building)).size).toBe(3);
    const assigned = await db
      .selectFrom('classes as c')
      .innerJoin('rooms as r', 'r.id_room', 'c.id_room')
      .innerJoin('users as u', 'u.id_user', 'c.id_teacher')
      .select(['c.status', 'c.enrolled', 'r.capacity', 'u.email'])
      .execute();
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ status: 'aprobado', email: 'docente@tec.example' });
    expect(assigned[0]!.enrolled).toBeLessThanOrEqual(assigned[0]!.capacity);
  });

  it('has a pending invitation of the accepted applicant, whose demo link works for 7 days', async () => {
    const db = seeded.db;
    const rows = await db
      .selectFrom('teacher_invitations as i')
      .innerJoin('teacher_applications as a', 'a.id', 'i.id_application')
      .select(['a.accepted', 'i.used_at', 'i.revoked_at', 'i.expires_at', 'i.token_hash'])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accepted: 1, used_at: null, revoked_at: null });
    expect(Number(rows[0]!.expires_at)).toBe(Date.parse('2026-05-08T12:00:00Z'));
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(DEMO_INVITATION_TOKEN).digest('hex'));
  });
});
