import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createCareer,
  createClass,
  createStaff,
  createStudentUser,
  createSubject,
  enrolDirectly,
} from '../../test/fixtures.ts';
import { expectError } from '../../test/class-scenario.ts';
import { writePeriodWorkbook } from './period-workbook.ts';

type Sheet = ExcelJS.Worksheet;
const rowsOf = (sheet: Sheet) => {
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
};

async function load(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { classes: workbook.getWorksheet('Clases')!, enrolments: workbook.getWorksheet('Inscripciones')! };
}

describe(`GET /api/periods/{year}/classes.xlsx (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  let studentToken: string;
  let teacherToken: string;
  const classIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const careerId = await createCareer(t.db, 'Ingeniería Civil');
    const subjectId = await createSubject(t.db, {
      name: 'Ecuaciones Diferenciales',
      clave: 'ACF0905',
      credits: 5,
      careerIds: [careerId],
    });
    for (let i = 0; i < 5; i++)
      classIds.push(await createClass(t.db, { subjectId, period: 2026, status: i === 0 ? 'aprobado' : 'pendiente' }));
    await createClass(t.db, { subjectId, period: 2025 }); // another period: not in the workbook
    const students = [];
    for (let i = 0; i < 7; i++) {
      students.push(
        await createStudentUser(t.db, { name: `Estudiante ${i}`, paternal: 'Peña', profile: { careerId } }),
      );
    }
    // Class 0: three students (the first leads it); class 1: two; the others none.
    for (const [i, s] of students.slice(0, 3).entries()) await enrolDirectly(t.db, s.studentId!, classIds[0]!, i === 0);
    for (const s of students.slice(3, 5)) await enrolDirectly(t.db, s.studentId!, classIds[1]!);
    const admin = await createStaff(t.db, { role: 'admin' });
    const teacher = await createStaff(t.db, { role: 'teacher' });
    adminToken = await t.staffToken(admin.userId, 'admin');
    teacherToken = await t.staffToken(teacher.userId, 'teacher');
    studentToken = await t.studentToken(students[0]!.email);
  });
  afterAll(() => t?.close());

  async function expectMatchesDatabase(classes: Sheet, enrolments: Sheet) {
    const classRows = rowsOf(classes);
    expect(classRows[0]).toEqual([
      'Clase',
      'Estado',
      'Clave',
      'Materia',
      'Horas',
      'Costo por estudiante',
      'Turno',
      'Horario',
      'Inscritos',
      'Cupo',
      'Jefe de grupo',
    ]);
    const dbClasses = await t.db
      .selectFrom('classes')
      .select(['id_class', 'enrolled'])
      .where('period', '=', 2026)
      .orderBy('id_class')
      .execute();
    expect(classRows.slice(1).map((r) => [Number(r[0]), Number(r[8])])).toEqual(
      dbClasses.map((c) => [c.id_class, c.enrolled]),
    );
    expect(classRows[1]).toEqual([
      String(classIds[0]),
      'Aprobada',
      'ACF0905',
      'Ecuaciones Diferenciales',
      '75',
      '$1,125.00',
      'Matutino',
      'Lunes, Miércoles 07:00–09:00',
      '3',
      '30',
      'Peña Estudiante 0',
    ]);
    const enrolmentRows = rowsOf(enrolments);
    expect(enrolmentRows[0]).toEqual([
      'Clase',
      'Clave',
      'Materia',
      'Número de control',
      'Nombre',
      'Carrera',
      'Correo',
      'Teléfono',
      'Jefe de grupo',
    ]);
    const dbEnrolments = await t.db
      .selectFrom('student_classes')
      .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
      .innerJoin('students', 'students.id_student', 'student_classes.id_student')
      .select(['classes.id_class', 'students.control_number', 'student_classes.group_leader'])
      .where('classes.period', '=', 2026)
      .orderBy('student_classes.id_student_class')
      .execute();
    expect(enrolmentRows.slice(1).map((r) => [Number(r[0]), r[3], r[8]])).toEqual(
      dbEnrolments.map((e) => [e.id_class, e.control_number, e.group_leader === 1 ? 'Sí' : 'No']),
    );
    expect(enrolmentRows[1]![5]).toBe('Ingeniería Civil');
    expect(classes.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  }

  it('the admin downloads both sheets, matching the database, with a safe file name', async () => {
    const res = await t.request({ method: 'GET', url: '/api/periods/2026/classes.xlsx', token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clases-2026.xlsx"');
    const { classes, enrolments } = await load(res.rawPayload);
    await expectMatchesDatabase(classes, enrolments);
  });

  it('reads in batches: with batches of 2 rows the workbook is the same', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.on('end', resolve));
    await writePeriodWorkbook(t.db, 2026, out, 2);
    await ended;
    const { classes, enrolments } = await load(Buffer.concat(chunks));
    await expectMatchesDatabase(classes, enrolments);
  });

  it('a period without classes gives the two sheets with their headers only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/periods/2030/classes.xlsx', token: adminToken });
    expect(res.statusCode).toBe(200);
    const { classes, enrolments } = await load(res.rawPayload);
    expect(rowsOf(classes)).toHaveLength(1);
    expect(rowsOf(enrolments)).toHaveLength(1);
  });

  it('administrators only; a year out of range is a 400 in Spanish', async () => {
    const url = '/api/periods/2026/classes.xlsx';
    expectError(await t.request({ method: 'GET', url, token: studentToken }), 403, /./);
    expectError(await t.request({ method: 'GET', url, token: teacherToken }), 403, ERROR_MESSAGES.adminOnly);
    expectError(await t.request({ method: 'GET', url, token: null }), 401, ERROR_MESSAGES.staffTokenRequired);
    const bad = await t.request({ method: 'GET', url: '/api/periods/1999/classes.xlsx', token: adminToken });
    expectError(bad, 400, /El año académico debe ser mayor o igual que 2000/);
  });
});
