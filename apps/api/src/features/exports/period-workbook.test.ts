import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createCareerWithSubject,
  createClass,
  createRoom,
  createStaff,
  createStudentUser,
  enrolDirectly,
} from '../../test/fixtures.ts';
import { expectError } from '../../test/class-scenario.ts';
import { STUDENT_EXPORT_COLUMNS } from '../../test/export-columns.ts';
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
    const { careerId, subjectId } = await createCareerWithSubject(t.db, {
      careerName: 'Ingeniería Civil',
      subject: { name: 'Ecuaciones Diferenciales', clave: 'ACF0905', credits: 5 },
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
    // Two payments in class 0, one mobility student in class 1.
    for (const [i, s] of students.slice(0, 2).entries()) {
      await t.db
        .updateTable('student_classes')
        .set({ payment_status: 'pagado', payment_folio: `P-${i}`, payment_date: '2026-06-10' })
        .where('id_student', '=', s.studentId!)
        .execute();
    }
    await t.db
      .insertInto('class_mobility_students')
      .values({
        id_class: classIds[1]!,
        name: 'Íker',
        paternal_surname: 'Canché',
        institute: 'Instituto Tecnológico de Chetumal',
        email: 'iker@itch.example',
        phone: '+529831234567',
        control_number: 'CH-99',
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db.updateTable('classes').set({ mobility_enrolled: 1 }).where('id_class', '=', classIds[1]!).execute();
    const admin = await createStaff(t.db, { role: 'admin' });
    const teacher = await createStaff(t.db, { role: 'teacher', name: 'Rosa' });
    // The approved class has a teacher and a room; the others show «—».
    const roomId = await createRoom(t.db, { name: 'B-12', building: 'Edificio B', capacity: 40 });
    await t.db
      .updateTable('classes')
      .set({ id_teacher: teacher.userId, id_room: roomId })
      .where('id_class', '=', classIds[0]!)
      .execute();
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
      'Regulares',
      'Movilidad',
      'Cupo',
      'Quórum alcanzado',
      'Pagados',
      'Jefe de grupo',
      'Docente',
      'Aula',
    ]);
    const dbClasses = await t.db
      .selectFrom('classes')
      .select((eb) => [
        'id_class',
        'enrolled',
        'mobility_enrolled',
        eb
          .selectFrom('student_classes')
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .whereRef('student_classes.id_class', '=', 'classes.id_class')
          .where('payment_status', '=', 'pagado')
          .as('paid'),
      ])
      .where('period', '=', 2026)
      .orderBy('id_class')
      .execute();
    expect(classRows.slice(1).map((r) => [Number(r[0]), Number(r[8]), Number(r[9]), Number(r[12])])).toEqual(
      dbClasses.map((c) => [c.id_class, c.enrolled, c.mobility_enrolled, Number(c.paid)]),
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
      '0',
      '30',
      'No',
      '2',
      'Peña Estudiante 0',
      'Rosa Prueba',
      'B-12 (Edificio B)',
    ]);
    expect(classRows[2]!.slice(-2)).toEqual(['—', '—']);
    const enrolmentRows = rowsOf(enrolments);
    expect(enrolmentRows[0]).toEqual([
      'Clase',
      'Clave',
      'Materia',
      ...STUDENT_EXPORT_COLUMNS,
      'Calificación',
      'Resultado',
    ]);
    const dbEnrolments = await t.db
      .selectFrom('student_classes')
      .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
      .innerJoin('students', 'students.id_student', 'student_classes.id_student')
      .select([
        'classes.id_class',
        'students.control_number',
        'student_classes.group_leader',
        'student_classes.kind',
        'student_classes.payment_status',
        'student_classes.payment_folio',
      ])
      .where('classes.period', '=', 2026)
      .orderBy('student_classes.id_student_class')
      .execute();
    const dbMobility = await t.db
      .selectFrom('class_mobility_students')
      .innerJoin('classes', 'classes.id_class', 'class_mobility_students.id_class')
      .select(['classes.id_class', 'control_number', 'institute'])
      .where('classes.period', '=', 2026)
      .orderBy('class_mobility_students.id')
      .execute();
    expect(enrolmentRows.slice(1).map((r) => [Number(r[0]), r[3], r[8], r[9], r[10], r[11], r[12] ?? ''])).toEqual([
      ...dbEnrolments.map((e) => [
        e.id_class,
        e.control_number,
        e.group_leader === 1 ? 'Sí' : 'No',
        'No',
        e.kind === 'especial' ? 'Curso especial' : e.kind === 'repeticion' ? 'Repetición' : 'Ordinaria',
        e.payment_status === 'pagado' ? 'Pagado' : 'Pendiente',
        e.payment_folio ?? '',
      ]),
      ...dbMobility.map((m) => [
        m.id_class,
        m.control_number,
        'No',
        `Sí (${m.institute})`,
        'No aplica',
        'No aplica',
        '',
      ]),
    ]);
    expect(enrolmentRows.at(-1)).toContain('Canché Íker');
    expect(enrolmentRows[1]!.slice(11, 14)).toEqual(['Pagado', 'P-0', '2026-06-10']);
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
  it('gains the grade and result of each student once the class acta is closed (drafts stay out)', async () => {
    const classId = classIds[1]!;
    await t.db.updateTable('student_classes').set({ grade: 64 }).where('id_class', '=', classId).execute();
    await t.db.updateTable('class_mobility_students').set({ grade: 90 }).where('id_class', '=', classId).execute();
    const rowsOfClass = async () => {
      const res = await t.request({ method: 'GET', url: '/api/periods/2026/classes.xlsx', token: adminToken });
      const { enrolments } = await load(res.rawPayload);
      return rowsOf(enrolments)
        .slice(1)
        .filter((r) => Number(r[0]) === classId)
        .map((r) => [r[3], r[14] ?? '', r[15] ?? '']);
    };
    // Active with drafts: nothing shows.
    await t.db.updateTable('classes').set({ status: 'active' }).where('id_class', '=', classId).execute();
    expect((await rowsOfClass()).every((r) => r[1] === '' && r[2] === '')).toBe(true);
    await t.db
      .updateTable('classes')
      .set({ status: 'finished', acta_closed_at: new Date().toISOString() })
      .where('id_class', '=', classId)
      .execute();
    const rows = await rowsOfClass();
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['64', 'No acreditada (NA)'],
      ['64', 'No acreditada (NA)'],
      ['90', 'Acreditada'],
    ]);
  });
});
