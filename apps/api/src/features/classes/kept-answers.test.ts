import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createRoom, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, type TestStudent } from '../../test/class-scenario.ts';

/**
 * The class list's pages and a student's own classes hand out their last answer again while nothing it
 * shows has changed (lib/kept-answers.ts; the rows version, migration 2026-11-30-0100). Each write
 * below is made straight to the database, as another process or a script would: the next answer must
 * show it, and be built anew; a read with nothing changed must not be.
 */
describe(`kept answers of the class list and "Mis Cursos" (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let classId: number;
  let other: number;
  let leader: TestStudent;
  let member: TestStudent;

  type Item = Record<string, unknown> & { id_class: number };
  const list = async () => {
    const res = await t.request({ method: 'GET', url: `/api/classes?clave=${s.clave}&pageSize=5` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Item[] }).data.find((c) => c.id_class === classId)!;
  };
  const own = async () => {
    const res = await t.request({ method: 'GET', url: '/api/classes/student', token: member.token });
    expect(res.statusCode).toBe(200);
    return (res.json() as Item[]).find((c) => c.id_class === classId)!;
  };
  /** Both answers, and how many of each were built for this read. */
  const read = async () => {
    const kept = t.app.keptAnswers;
    const [listBuilds, ownBuilds] = [kept.list.builds, kept.student.builds];
    const item = await list();
    const mine = await own();
    return { item, mine, built: [kept.list.builds - listBuilds, kept.student.builds - ownBuilds] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    classId = await createClass(t.db, { subjectId: s.subjectId });
    other = await createClass(t.db, { subjectId: s.subjectId });
    leader = await s.student({ name: 'Lidia' });
    member = await s.student();
    await enrolDirectly(t.db, leader.studentId, classId, true);
    await enrolDirectly(t.db, member.studentId, classId);
    await enrolDirectly(t.db, member.studentId, other);
    await read();
  });
  afterAll(() => t.close());

  it('hands out the same answers while nothing changed', async () => {
    const before = await read();
    const again = await read();
    expect(again.built).toEqual([0, 0]);
    expect(again.item).toEqual(before.item);
    expect(again.mine).toEqual(before.mine);
  });

  const teacherName = async () => {
    const teacher = await createStaff(t.db, { role: 'teacher', name: 'Teodoro' });
    await t.db.updateTable('classes').set({ id_teacher: teacher.userId }).where('id_class', '=', classId).execute();
    await read();
    await t.db.updateTable('users').set({ name: 'Tomás' }).where('id_user', '=', teacher.userId).execute();
  };

  const cases: [string, () => Promise<unknown>, (item: Item, mine: Item) => void][] = [
    [
      'a seat taken (the seats)',
      () => t.db.updateTable('classes').set({ enrolled: 3 }).where('id_class', '=', classId).execute(),
      (item, mine) => expect([item['enrrolled'], mine['enrrolled']]).toEqual([3, 3]),
    ],
    [
      'a mobility seat',
      () => t.db.updateTable('classes').set({ mobility_enrolled: 1 }).where('id_class', '=', classId).execute(),
      (item, mine) => expect([item['mobility_enrolled'], mine['mobility_enrolled']]).toEqual([1, 1]),
    ],
    [
      'a session moved to another day and time',
      async () => {
        await t.db.deleteFrom('class_schedules').where('id_class', '=', classId).where('id_day', '=', 3).execute();
        await t.db
          .insertInto('class_schedules')
          .values({ id_class: classId, id_day: 4, start_time: '11:00:00', end_time: '13:00:00' })
          .execute();
        await t.db
          .updateTable('class_schedules')
          .set({ start_time: '06:30:00' })
          .where('id_class', '=', classId)
          .where('id_day', '=', 1)
          .execute();
      },
      (item, mine) => {
        for (const x of [item, mine]) {
          const days = (x['Schedules'] as { id_day: number; start_time: string }[]).map((d) => [
            d.id_day,
            d.start_time,
          ]);
          expect(days).toEqual([
            [1, '06:30:00'],
            [4, '11:00:00'],
          ]);
        }
      },
    ],
    [
      'a room assigned, then renamed',
      async () => {
        const room = await createRoom(t.db, { name: 'A-1', building: 'Edificio A', capacity: 40 });
        await t.db.updateTable('classes').set({ id_room: room }).where('id_class', '=', classId).execute();
        await read();
        await t.db.updateTable('rooms').set({ name: 'A-2' }).where('id_room', '=', room).execute();
      },
      (item, mine) => {
        for (const x of [item, mine]) expect(x['room']).toMatchObject({ name: 'A-2', building: 'Edificio A' });
      },
    ],
    [
      "the teacher's name",
      teacherName,
      (item, mine) => {
        for (const x of [item, mine]) expect((x['teacher'] as { name: string }).name).toMatch(/^Tomás /);
      },
    ],
    [
      "the leader's name and phone",
      async () => {
        await t.db.updateTable('users').set({ name: 'Leticia' }).where('id_user', '=', leader.userId).execute();
        await t.db
          .updateTable('students')
          .set({ phone: '9981112233' })
          .where('id_student', '=', leader.studentId)
          .execute();
      },
      (item, mine) => {
        expect((item['ResponsibleStudent'] as { student_name: string }).student_name).toMatch(/^Leticia /);
        expect(mine['ResponsibleStudent']).toMatchObject({ student_phone: '9981112233' });
      },
    ],
    [
      'a new leader',
      async () => {
        await t.db.updateTable('student_classes').set({ group_leader: 0 }).where('id_class', '=', classId).execute();
        await t.db
          .updateTable('student_classes')
          .set({ group_leader: 1 })
          .where('id_class', '=', classId)
          .where('id_student', '=', member.studentId)
          .execute();
      },
      (item, mine) => {
        expect(item['ResponsibleStudent']).toMatchObject({ id_student: member.studentId });
        expect(mine['group_leader']).toBe(true);
      },
    ],
    [
      "the subject's credits and its career's name",
      async () => {
        await t.db.updateTable('subjects').set({ credits: 9 }).where('id_subject', '=', s.subjectId).execute();
        await t.db
          .updateTable('careers')
          .set({ name: 'Ingeniería Renombrada' })
          .where('id_career', '=', s.careerId)
          .execute();
      },
      (item, mine) => {
        for (const x of [item, mine]) {
          const subject = x['Subjects'] as { credits: number; Careers: { name: string }[] };
          expect(subject.credits).toBe(9);
          expect(subject.Careers.map((c) => c.name)).toContain('Ingeniería Renombrada');
        }
      },
    ],
    [
      'a description and a WhatsApp link',
      () =>
        t.db
          .updateTable('classes')
          .set({ description: 'Grupo de la mañana', whatsapp_link: 'https://chat.whatsapp.com/NuevoGrupo2026Xy' })
          .where('id_class', '=', classId)
          .execute(),
      (item, mine) => {
        expect(item['description']).toBe('Grupo de la mañana');
        expect(mine['whatsapp_link']).toBe('https://chat.whatsapp.com/NuevoGrupo2026Xy');
      },
    ],
    [
      'a review in the status history',
      async () => {
        await t.db
          .insertInto('class_status_history')
          .values({
            id_class: classId,
            from_status: 'pendiente',
            to_status: 'pendiente',
            comment: 'Revisado por la coordinación',
            changed_by: s.admin.userId,
            changed_at: new Date().toISOString(),
          })
          .execute();
      },
      (_item, mine) => expect(mine['latest_review']).toMatchObject({ comment: 'Revisado por la coordinación' }),
    ],
  ];

  it('patches the seats of a kept page when only seats moved: the same page a new build gives', async () => {
    await list();
    const patches = t.app.keptAnswers.list.patches;
    await t.db
      .updateTable('classes')
      .set({ enrolled: 7, mobility_enrolled: 2 })
      .where('id_class', '=', classId)
      .execute();
    const patched = await list();
    expect(t.app.keptAnswers.list.patches).toBe(patches + 1);
    expect(patched).toMatchObject({ enrrolled: 7, mobility_enrolled: 2, held_seats: 0 });
    // Another page size is another key: built from the statements, never kept before.
    const res = await t.request({ method: 'GET', url: `/api/classes?clave=${s.clave}&pageSize=6` });
    expect((res.json() as { data: Item[] }).data.find((c) => c.id_class === classId)).toEqual(patched);
    // Seats and a row's text moved together: the rows version moved, so the page is built anew.
    await t.db
      .updateTable('classes')
      .set({ enrolled: 8, description: 'Grupo vespertino' })
      .where('id_class', '=', classId)
      .execute();
    expect(await list()).toMatchObject({ enrrolled: 8, description: 'Grupo vespertino' });
    expect(t.app.keptAnswers.list.patches).toBe(patches + 1);
  });

  it.each(cases)('shows %s at once', async (_name, write, shows) => {
    await write();
    const after = await read();
    expect(after.built).toEqual([1, 1]);
    shows(after.item, after.mine);
    expect((await read()).built).toEqual([0, 0]);
  });

  it("builds the student's answer anew when they withdraw from a class or are promoted into one", async () => {
    await t.db
      .deleteFrom('student_classes')
      .where('id_student', '=', member.studentId)
      .where('id_class', '=', other)
      .execute();
    let res = await t.request({ method: 'GET', url: '/api/classes/student', token: member.token });
    expect((res.json() as Item[]).map((c) => c.id_class)).toEqual([classId]);
    await sql`update student_classes set promoted_at = ${new Date().toISOString()} where id_student = ${member.studentId}`.execute(
      t.db,
    );
    res = await t.request({ method: 'GET', url: '/api/classes/student', token: member.token });
    expect((res.json() as Item[])[0]!['promoted_from_waitlist']).toBe(true);
  });
});
