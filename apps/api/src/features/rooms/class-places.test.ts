import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareerWithSubject, createClass, createEnrolledStudent, createStaff } from '../../test/fixtures.ts';

/** The class's room and teacher in the class list, its details and the student's "Mis Cursos". */
describe(`a class's room and teacher where people read the class (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let classId: number;
  let bare: number;
  let roomId: number;
  let teacherId: number;
  let studentToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { careerId, subjectId } = await createCareerWithSubject(t.db);
    classId = await createClass(t.db, { subjectId, status: 'aprobado', period: 2090 });
    bare = await createClass(t.db, { subjectId, status: 'aprobado', period: 2090, schedule: [] });
    const admin = await createStaff(t.db, { role: 'admin' });
    teacherId = (await createStaff(t.db, { role: 'teacher', name: 'Elena' })).userId;
    const adminToken = await t.staffToken(admin.userId, 'admin');
    const room = await t.request({
      method: 'POST',
      url: '/api/rooms',
      token: adminToken,
      payload: { name: 'C-3', building: 'Edificio C', capacity: 25, kind: 'sala de cómputo' },
    });
    roomId = room.json().id_room;
    const put = (what: string, payload: object) =>
      t.request({ method: 'PUT', url: `/api/classes/${classId}/${what}`, token: adminToken, payload });
    expect((await put('room', { roomId })).statusCode).toBe(200);
    expect((await put('teacher', { staffId: teacherId })).statusCode).toBe(200);
    const student = await createEnrolledStudent(t.db, careerId, classId);
    studentToken = await t.studentToken(student.email);
  });
  afterAll(() => t.close());

  const place = () => ({
    room: { id_room: roomId, name: 'C-3', building: 'Edificio C', capacity: 25, kind: 'sala de cómputo' },
    teacher: { id_user: teacherId, name: 'Elena Prueba' },
  });

  it('GET /api/classes/{id} shows them to anyone, null while not assigned', async () => {
    const res = await t.request({ method: 'GET', url: `/api/classes/${classId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(place());
    expect((await t.request({ method: 'GET', url: `/api/classes/${bare}` })).json()).toMatchObject({
      room: null,
      teacher: null,
    });
  });

  it('the class list (GET /api/classes) shows them on each class, null while not assigned', async () => {
    const res = await t.request({ method: 'GET', url: '/api/classes?period=2090&pageSize=50' });
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { id_class: number }[];
    expect(items.find((c) => c.id_class === classId)).toMatchObject(place());
    expect(items.find((c) => c.id_class === bare)).toMatchObject({ room: null, teacher: null });
  });

  it('"Mis Cursos" (GET /api/classes/student) shows them to the enrolled student', async () => {
    const res = await t.request({ method: 'GET', url: '/api/classes/student', token: studentToken });
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as { id_class: number }[]).find((c) => c.id_class === classId);
    expect(mine).toMatchObject(place());
  });
});
