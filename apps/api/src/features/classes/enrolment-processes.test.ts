import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { createCareer, createClass, createStaff, createStudentUser, createSubject } from '../../test/fixtures.ts';
import type { Db } from '../../db/tables.ts';

/**
 * The enrolment rules across processes: two real servers on the same database (one SQLite file, or
 * one PostgreSQL database) receive real HTTP requests at once. On SQLite this is where writers of
 * different connections meet (BEGIN IMMEDIATE + busy_timeout); no request may end in a 5xx.
 */
describe(`enrolment across two server processes (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  let db: Db;
  const servers: ServerProcess[] = [];
  let subjectId: number;
  let careerId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    careerId = await createCareer(db);
    subjectId = await createSubject(db, { careerIds: [careerId] });
    await createStaff(db, { role: 'admin' });
    // Both at once, like a deployment: they share the dev issuer's signing key (first writer wins).
    const env = { DATABASE_URL: database.url, PUBLIC_URL: 'http://portal.test', DEV_TOKEN_LIMIT: '100000' };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 150_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  async function studentWithToken(serverUrl: string) {
    const st = await createStudentUser(db, { profile: { careerId } });
    const res = await fetch(`${serverUrl}/idp/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: st.email }),
    });
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    return { studentId: st.studentId!, token: access_token };
  }

  const enrol = async (serverUrl: string, classId: number, token: string) => {
    const res = await fetch(`${serverUrl}/api/classes/enrollStudent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ classId }),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  };

  const counts = async (classId: number) => {
    const cls = await db
      .selectFrom('classes')
      .select('enrolled')
      .where('id_class', '=', classId)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('student_classes')
      .select(['group_leader'])
      .where('id_class', '=', classId)
      .execute();
    return { enrolled: cls.enrolled, rows: rows.length, leaders: rows.filter((r) => r.group_leader === 1).length };
  };

  it('100 students over two processes racing for 30 seats: exactly 30, no 5xx', async () => {
    const classId = await createClass(db, { subjectId, maxStudents: 30 });
    const students = [];
    for (let i = 0; i < 100; i++) students.push(await studentWithToken(servers[i % 2]!.url));
    const results = await Promise.all(students.map((st, i) => enrol(servers[i % 2]!.url, classId, st.token)));
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array.from({ length: 70 }, () => 'La clase ya está llena.'),
    );
    expect(await counts(classId)).toEqual({ enrolled: 30, rows: 30, leaders: 1 });
  });

  it('one student over two processes racing into 10 classes: exactly 2', async () => {
    const me = await studentWithToken(servers[0]!.url);
    const classIds: number[] = [];
    for (let i = 0; i < 10; i++) classIds.push(await createClass(db, { subjectId }));
    const results = await Promise.all(classIds.map((id, i) => enrol(servers[i % 2]!.url, id, me.token)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const st = await db
      .selectFrom('student_summers')
      .select('enrolments')
      .where('id_student', '=', me.studentId)
      .where('period', '=', 2026)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('student_classes')
      .select('id_class')
      .where('id_student', '=', me.studentId)
      .execute();
    expect({ counter: st.enrolments, rows: rows.length }).toEqual({ counter: 2, rows: 2 });
  });
});
