import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createClass, createStudentUser, createSubject, enrolDirectly } from '../../test/fixtures.ts';

interface ListBody {
  data: {
    id_class: number;
    status: string;
    period: number;
    enrrolled: number;
    max_students: number;
    whatsapp_link: string | null;
    Subjects: { id_subject: number; name: string; clave: string; credits: number };
    Schedules: { Days: { name: string }; start_time: string; end_time: string }[];
    ResponsibleStudent: { student_name: string; control_number: string | null; student_phone: string | null } | null;
  }[];
  meta: { page: number; totalPages: number; total: number };
}

describe(`GET /api/classes (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const list = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/classes${query}` });
    return { status: res.statusCode, body: res.json() as ListBody };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const sys = await createCareer(t.db, 'Ingeniería en Sistemas Computacionales');
    const civil = await createCareer(t.db, 'Ingeniería Civil');
    const calc = await createSubject(t.db, {
      name: 'Cálculo Diferencial',
      clave: 'ACF0901',
      credits: 5,
      careerIds: [sys, civil],
    });
    const prog = await createSubject(t.db, {
      name: 'Programación Web',
      clave: 'SCH1024',
      credits: 5,
      careerIds: [sys],
    });
    const topo = await createSubject(t.db, { name: 'Topografía', clave: 'ICC1019', credits: 4, careerIds: [civil] });
    const pct = await createSubject(t.db, {
      name: 'Taller 100% práctico_1',
      clave: 'TLL0001',
      credits: 4,
      careerIds: [],
    });
    ids.calc2026p = await createClass(t.db, { subjectId: calc, status: 'pendiente', period: 2026 });
    ids.calc2025a = await createClass(t.db, { subjectId: calc, status: 'aprobado', period: 2025 });
    ids.prog2026a = await createClass(t.db, { subjectId: prog, status: 'aprobado', period: 2026, schedule: [] });
    ids.topo2026r = await createClass(t.db, { subjectId: topo, status: 'rechazado', period: 2026 });
    ids.topo2026c = await createClass(t.db, { subjectId: topo, status: 'cancelled', period: 2026 });
    ids.pct2026p = await createClass(t.db, { subjectId: pct, status: 'pendiente', period: 2026 });
    const leader = await createStudentUser(t.db, {
      name: 'Ana',
      paternal: 'López',
      maternal: 'Uc',
      profile: { careerId: sys, controlNumber: '21390001', phone: '529831112233' },
    });
    await enrolDirectly(t.db, leader.studentId!, ids.calc2026p, true);
  });
  afterAll(() => t.close());

  it('answers data and meta with the spec shapes', async () => {
    const { status, body } = await list('?page=1&pageSize=2');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ page: 1, totalPages: 3, total: 6 });
    expect(body.data).toHaveLength(2);
    const calc = (await list('?clave=ACF0901&period=2026')).body.data[0]!;
    expect(calc.Subjects).toEqual({
      id_subject: expect.any(Number),
      name: 'Cálculo Diferencial',
      clave: 'ACF0901',
      credits: 5,
      Careers: [
        { id_career: expect.any(Number), name: 'Ingeniería Civil' },
        { id_career: expect.any(Number), name: 'Ingeniería en Sistemas Computacionales' },
      ],
    });
    expect(calc.Schedules.map((s) => [s.Days.name, s.start_time, s.end_time])).toEqual([
      ['Lunes', '07:00:00', '09:00:00'],
      ['Miércoles', '07:00:00', '09:00:00'],
    ]);
    expect(calc.enrrolled).toBe(1);
    expect(calc.max_students).toBe(30);
  });

  it('keeps contact data and the WhatsApp link out of the public list', async () => {
    const calc = (await list('?clave=ACF0901&period=2026')).body.data[0]!;
    expect(calc.ResponsibleStudent).toEqual({
      id_student: expect.any(Number),
      student_name: 'Ana López Uc',
      control_number: null,
      student_phone: null,
    });
    expect(calc.whatsapp_link).toBeNull();
  });

  it('filters by one status and by comma-separated statuses', async () => {
    const one = await list('?status=aprobado');
    expect(one.body.data.map((c) => c.id_class).sort()).toEqual([ids.calc2025a, ids.prog2026a].sort());
    const two = await list('?status=pendiente,aprobado&pageSize=3');
    expect(two.body.meta).toEqual({ page: 1, totalPages: 2, total: 4 });
    expect(two.body.data).toHaveLength(3);
    expect(two.body.data.every((c) => c.status === 'pendiente' || c.status === 'aprobado')).toBe(true);
  });

  it('filters by academic year (period)', async () => {
    const { body } = await list('?period=2025');
    expect(body.data.map((c) => c.id_class)).toEqual([ids.calc2025a]);
  });

  it('searches subject names ignoring case and accents', async () => {
    for (const term of ['calculo', 'CÁLCULO', 'cálculo dif']) {
      const { body } = await list(`?subjectName=${encodeURIComponent(term)}`);
      expect(body.data.map((c) => c.id_class).sort()).toEqual([ids.calc2026p, ids.calc2025a].sort());
    }
    expect((await list('?subjectName=topografia')).body.meta.total).toBe(2);
  });

  it('search matches the subject name or its key', async () => {
    expect((await list('?search=programacion')).body.data.map((c) => c.id_class)).toEqual([ids.prog2026a]);
    expect((await list('?search=sch10')).body.data.map((c) => c.id_class)).toEqual([ids.prog2026a]);
  });

  it('takes % and _ literally in searches', async () => {
    expect((await list('?search=100%25')).body.data.map((c) => c.id_class)).toEqual([ids.pct2026p]);
    expect((await list('?subjectName=o_1')).body.data.map((c) => c.id_class)).toEqual([ids.pct2026p]);
    expect((await list('?subjectName=%25%25%25xyz')).body.meta.total).toBe(0);
  });

  it('filters by career, by subject and by exact key', async () => {
    const civil = await list('?careerId=2');
    expect(civil.body.meta.total).toBe(4); // Cálculo (both years) and Topografía (twice)
    const sub = (await list('?clave=SCH1024')).body.data[0]!;
    expect(sub.id_class).toBe(ids.prog2026a);
    expect((await list('?clave=sch 1024')).body.data.map((c) => c.id_class)).toEqual([ids.prog2026a]);
    const topoId = (await list('?clave=ICC1019')).body.data[0]!.Subjects.id_subject;
    const bySubject = await list(`?subjectId=${topoId}`);
    expect(bySubject.body.data.map((c) => c.id_class).sort()).toEqual([ids.topo2026r, ids.topo2026c].sort());
  });

  it('combines filters', async () => {
    const { body } = await list('?status=pendiente,aprobado&period=2026&careerId=1');
    expect(body.data.map((c) => c.id_class).sort()).toEqual([ids.calc2026p, ids.prog2026a].sort());
  });

  it('shows "no schedule" classes with an empty list', async () => {
    const prog = (await list('?clave=SCH1024')).body.data[0]!;
    expect(prog.Schedules).toEqual([]);
  });

  it('sorts by a column both ways, ties by class id, across pages (the admin table view)', async () => {
    const idsOf = async (q: string) => (await list(q)).body.data.map((c) => c.id_class);
    // Subject names by their unaccented form: "Cálculo" is among the C's on both databases.
    const bySubject = [ids.calc2026p, ids.calc2025a, ids.prog2026a, ids.pct2026p, ids.topo2026r, ids.topo2026c];
    expect(await idsOf('?sort=subject')).toEqual(bySubject);
    expect(await idsOf('?sort=-subject')).toEqual([...bySubject].reverse());
    expect(await idsOf('?sort=subject&pageSize=4&page=2')).toEqual(bySubject.slice(4));
    expect(await idsOf('?sort=status')).toEqual([
      ids.calc2025a,
      ids.prog2026a,
      ids.topo2026c,
      ids.calc2026p,
      ids.pct2026p,
      ids.topo2026r,
    ]);
    expect((await idsOf('?sort=-enrolled'))[0]).toBe(ids.calc2026p);
    expect(await idsOf('?sort=period&status=aprobado')).toEqual([ids.calc2025a, ids.prog2026a]);
    expect(await idsOf('?sort=-clave&status=pendiente,aprobado')).toEqual([
      ids.pct2026p,
      ids.prog2026a,
      ids.calc2025a,
      ids.calc2026p,
    ]);
    const bad = await t.request({ method: 'GET', url: '/api/classes?sort=-nombre' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Orden no válido');
  });

  it('answers an empty page past the end', async () => {
    const { status, body } = await list('?page=50&pageSize=3');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({ page: 50, totalPages: 2, total: 6 });
  });

  it.each([
    ['?page=0', 'La página'],
    ['?page=abc', 'La página'],
    ['?pageSize=101', 'El tamaño de página'],
    ['?pageSize=-1', 'El tamaño de página'],
    ['?period=20x6', 'El año académico'],
    ['?status=abierto', 'Estado no válido'],
    ['?careerId=uno', 'La carrera'],
    ['?subjectId=1.5', 'La materia'],
    ['?clave=ABC12', 'Formato inválido'],
    [`?search=${'a'.repeat(101)}`, 'La búsqueda'],
  ])('refuses %s with a Spanish 400', async (query, fragment) => {
    const res = await t.request({ method: 'GET', url: `/api/classes${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { statusCode: number; error: string; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(String(body.message)).toContain(fragment);
  });

  it('treats empty query values as not given', async () => {
    const { status, body } = await list('?period=&status=&search=&careerId=');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(6);
  });
});

describe(`GET /api/classes/:id (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let classId: number;
  let memberToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const career = await createCareer(t.db);
    const subject = await createSubject(t.db, { careerIds: [career] });
    classId = await createClass(t.db, { subjectId: subject });
    const member = await createStudentUser(t.db, { profile: { careerId: career, phone: '529830001111' } });
    const outsider = await createStudentUser(t.db, { profile: { careerId: career } });
    await enrolDirectly(t.db, member.studentId!, classId, true);
    memberToken = await t.studentToken(member.email);
    outsiderToken = await t.studentToken(outsider.email);
  });
  afterAll(() => t.close());

  it('shows the WhatsApp link and leader contact only to members', async () => {
    const anon = (await t.request({ method: 'GET', url: `/api/classes/${classId}` })).json();
    expect(anon.whatsapp_link).toBeNull();
    expect(anon.ResponsibleStudent.student_phone).toBeNull();
    const outsider = (await t.request({ method: 'GET', url: `/api/classes/${classId}`, token: outsiderToken })).json();
    expect(outsider.whatsapp_link).toBeNull();
    const member = (await t.request({ method: 'GET', url: `/api/classes/${classId}`, token: memberToken })).json();
    expect(member.whatsapp_link).toBe('https://chat.whatsapp.com/PruebaGrupo12345');
    expect(member.ResponsibleStudent.student_phone).toBe('529830001111');
  });

  it('answers 404 for an unknown class and 400 for a bad id', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/classes/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('La clase no existe.');
    const bad = await t.request({ method: 'GET', url: '/api/classes/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an invalid token with 401 instead of ignoring it', async () => {
    const res = await t.request({ method: 'GET', url: `/api/classes/${classId}`, token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sesión/);
  });
});
