import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createClass, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, countClasses, expectError } from '../../test/class-scenario.ts';

const WA = 'https://chat.whatsapp.com/GrupoClienteSpec2026';
const NO_SHIFT =
  'El horario debe quedar dentro de un solo turno: matutino (de 07:00 a 14:00) o vespertino (de 14:00 a 22:00).';

/**
 * What the spec's own client sends and reads: classes created without `shift`, the
 * roster's `student.id_student`, `Subjects.Careers`, and `GET /classes/student?id=`.
 */
describe(`the spec client's class calls (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let subjectId: number;
  let clave: string;
  let careers: { id_career: number; name: string }[];

  /** The body that client's create form sends: no `shift`. */
  const specBody = (schedule: { dayId: number; startTime: string; endTime: string }[], over = {}) => ({
    subjectId,
    clave,
    period: 2026,
    description: 'La necesitamos para titularnos.',
    schedule,
    whatsappLink: WA,
    responsibleStudent: { studentId: '', controlNumber: '', studentPhone: '' },
    ...over,
  });
  const post = (payload: object, token: string) => t.request({ method: 'POST', url: '/api/classes', payload, token });
  const storedShift = async (classId: number) =>
    (await t.db.selectFrom('classes').select('shift').where('id_class', '=', classId).executeTakeFirstOrThrow()).shift;
  const classCount = () => countClasses(t);

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    const zeta = await createCareer(t.db, 'Zootecnia');
    const civil = await createCareer(t.db, 'Ingeniería Civil');
    // Of the scenario's career too: its students propose it without a convalidation (docs/rules.md ELE-4).
    subjectId = await createSubject(t.db, { name: 'Cálculo Integral', careerIds: [zeta, civil, s.careerId] });
    const own = await t.db
      .selectFrom('careers')
      .select('name')
      .where('id_career', '=', s.careerId)
      .executeTakeFirstOrThrow();
    clave = (
      await t.db.selectFrom('subjects').select('clave').where('id_subject', '=', subjectId).executeTakeFirstOrThrow()
    ).clave;
    careers = [
      { id_career: s.careerId, name: own.name },
      { id_career: civil, name: 'Ingeniería Civil' },
      { id_career: zeta, name: 'Zootecnia' },
    ];
  });
  afterAll(() => t.close());

  describe('POST /api/classes without shift', () => {
    it('takes the morning shift from morning times', async () => {
      const me = await s.student();
      const res = await post(specBody([{ dayId: 1, startTime: '07:00', endTime: '09:00' }]), me.token);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { id_class: number; shift: string };
      expect(body.shift).toBe('matutino');
      expect(await storedShift(body.id_class)).toBe('matutino');
    });

    it('takes the evening shift from evening times, 14:00 included', async () => {
      const schedule = [
        { dayId: 2, startTime: '14:00', endTime: '16:00' },
        { dayId: 4, startTime: '20:00', endTime: '22:00' },
      ];
      const res = await post(specBody(schedule), s.adminToken);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { id_class: number; shift: string };
      expect(body.shift).toBe('vespertino');
      expect(await storedShift(body.id_class)).toBe('vespertino');
    });

    it.each([
      ['across 14:00', [{ dayId: 1, startTime: '13:00', endTime: '15:00' }]],
      ['before 07:00', [{ dayId: 1, startTime: '06:30', endTime: '08:00' }]],
      ['after 22:00', [{ dayId: 1, startTime: '21:00', endTime: '22:30' }]],
      [
        'in two different shifts',
        [
          { dayId: 1, startTime: '07:00', endTime: '09:00' },
          { dayId: 2, startTime: '16:00', endTime: '18:00' },
        ],
      ],
    ])('refuses a schedule %s with 400 and writes nothing', async (_, schedule) => {
      const before = await classCount();
      expectError(await post(specBody(schedule), s.adminToken), 400, NO_SHIFT);
      expect(await classCount()).toBe(before);
    });

    it.each([
      ['matutino', '15:00', '17:00', 'El horario del turno matutino debe estar entre 07:00 y 14:00.'],
      ['vespertino', '08:00', '10:00', 'El horario del turno vespertino debe estar entre 14:00 y 22:00.'],
    ])(
      'refuses the %s shift with times %s–%s (contradicting it) with 400',
      async (shift, startTime, endTime, message) => {
        const before = await classCount();
        const body = specBody([{ dayId: 1, startTime, endTime }], { shift });
        expectError(await post(body, s.adminToken), 400, message);
        expect(await classCount()).toBe(before);
      },
    );
  });

  it("puts id_student inside each roster entry's student (the outer one stays)", async () => {
    const classId = await createClass(t.db, { subjectId });
    const ana = await s.student({ name: 'Ana' });
    const beto = await s.student({ name: 'Beto' });
    await enrolDirectly(t.db, ana.studentId, classId, true);
    await enrolDirectly(t.db, beto.studentId, classId);
    const res = await t.request({ method: 'GET', url: `/api/classes/${classId}/students`, token: s.adminToken });
    expect(res.statusCode).toBe(200);
    const entries = (res.json() as { data: { id_student: number; student: { id_student: number } }[] }).data;
    expect(entries.map((e) => [e.id_student, e.student.id_student])).toEqual([
      [ana.studentId, ana.studentId],
      [beto.studentId, beto.studentId],
    ]);
  });

  it("gives every class's Subjects its Careers, ordered by name, on each class read", async () => {
    const classId = await createClass(t.db, { subjectId, period: 2031 });
    const member = await s.student();
    await enrolDirectly(t.db, member.studentId, classId, true);
    const list = await t.request({ method: 'GET', url: '/api/classes?period=2031' });
    const listed = (list.json() as { data: { id_class: number; Subjects: { Careers: unknown } }[] }).data;
    expect(listed.find((c) => c.id_class === classId)!.Subjects.Careers).toEqual(careers);
    const detail = await t.request({ method: 'GET', url: `/api/classes/${classId}` });
    expect((detail.json() as { Subjects: { Careers: unknown } }).Subjects).toMatchObject({
      id_subject: subjectId,
      name: 'Cálculo Integral',
      Careers: careers,
    });
    const mine = await t.request({ method: 'GET', url: '/api/classes/student', token: member.token });
    expect((mine.json() as { Subjects: { Careers: unknown } }[])[0]!.Subjects.Careers).toEqual(careers);
    // A subject in no career carries an empty list.
    const orphan = await createClass(t.db, { subjectId: await createSubject(t.db), period: 2031 });
    const alone = await t.request({ method: 'GET', url: `/api/classes/${orphan}` });
    expect((alone.json() as { Subjects: { Careers: unknown } }).Subjects.Careers).toEqual([]);
  });

  it('accepts GET /api/classes/student?id= and ignores it: the student comes from the token', async () => {
    const me = await s.student();
    const other = await s.student();
    const classId = await createClass(t.db, { subjectId });
    await enrolDirectly(t.db, me.studentId, classId, true);
    for (const id of [String(me.studentId), String(other.studentId), 'cualquiera', '']) {
      const res = await t.request({ method: 'GET', url: `/api/classes/student?id=${id}`, token: me.token });
      expect(res.statusCode, id).toBe(200);
      expect(
        (res.json() as { id_class: number }[]).map((c) => c.id_class),
        id,
      ).toEqual([classId]);
    }
  });

  it('documents the shapes in the OpenAPI document', async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[]; anyOf?: Schema[] };
    type Operation = {
      parameters?: { name: string; in: string; description?: string }[];
      requestBody?: { content: { 'application/json': { schema: Schema } } };
      responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
    };
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    const ok = (o: Operation) => o.responses['200']!.content!['application/json'].schema;

    const create = op('/api/classes', 'post').requestBody!.content['application/json'].schema;
    expect(create.properties).toHaveProperty('shift');
    expect(create.required ?? []).not.toContain('shift');

    const roster = ok(op('/api/classes/{id}/students', 'get')).properties!['data']!.items!;
    expect(roster.properties!['student']!.properties).toHaveProperty('id_student');
    expect(roster.properties).toHaveProperty('id_student');

    const subject = ok(op('/api/classes', 'get')).properties!['data']!.items!.properties!['Subjects']!;
    expect(Object.keys(subject.properties!['Careers']!.items!.properties!).sort()).toEqual(['id_career', 'name']);

    const alias = op('/api/classes/student', 'get').parameters!.find((p) => p.name === 'id');
    expect(alias).toMatchObject({ in: 'query' });
    expect(alias!.description).toMatch(/ignora/);
  });
});
