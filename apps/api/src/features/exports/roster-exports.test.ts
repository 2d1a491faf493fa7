import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createCareerWithSubject,
  createClass,
  createEnrolledStudent,
  createStaff,
  createStudentUser,
  enrolDirectly,
} from '../../test/fixtures.ts';
import { expectError } from '../../test/class-scenario.ts';
import { STUDENT_EXPORT_COLUMNS } from '../../test/export-columns.ts';

/**
 * The students of a class straight from the database — its enrolments with their payments and its
 * mobility students — in roster order (surnames, then names, in Spanish).
 */
async function expectedRows(t: TestApp, classId: number) {
  const rows = await t.db
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .innerJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'students.control_number',
      'students.phone',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.email',
      'careers.name as career',
      'student_classes.group_leader',
      'student_classes.kind',
      'student_classes.payment_status',
      'student_classes.payment_folio',
      'student_classes.payment_date',
    ])
    .where('student_classes.id_class', '=', classId)
    .execute();
  const mobility = await t.db
    .selectFrom('class_mobility_students')
    .selectAll()
    .where('id_class', '=', classId)
    .execute();
  const people = [
    ...rows.map((r) => ({
      ...r,
      leader: r.group_leader === 1 ? 'Sí' : 'No',
      mobility: 'No',
      kind: (
        { ordinaria: 'Ordinaria', repeticion: 'Repetición', especial: 'Curso especial' } as Record<string, string>
      )[r.kind]!,
      payment: [r.payment_status === 'pagado' ? 'Pagado' : 'Pendiente', r.payment_folio ?? '', r.payment_date ?? ''],
    })),
    ...mobility.map((m) => ({
      ...m,
      career: '',
      leader: 'No',
      mobility: `Sí (${m.institute})`,
      kind: 'No aplica',
      payment: ['No aplica', '', ''],
    })),
  ];
  const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  return people
    .map((r) => ({ ...r, full: [r.paternal_surname, r.maternal_surname, r.name].filter(Boolean).join(' ') }))
    .sort((a, b) => collator.compare(a.full, b.full))
    .map((r, i) => [
      String(i + 1),
      r.control_number,
      r.full,
      r.career,
      r.email,
      r.phone,
      r.leader,
      r.mobility,
      r.kind,
      ...r.payment,
    ]);
}

const HEADERS = ['No.', ...STUDENT_EXPORT_COLUMNS];

/** A CSV whose every field is quoted: fields between quotes, doubled quotes inside. */
function parseQuotedCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"')));
}

describe(`roster downloads (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let classId: number;
  let bigClassId: number;
  const tokens: Record<'admin' | 'teacher' | 'leader' | 'member' | 'otherLeader', string> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    const { careerId, subjectId } = await createCareerWithSubject(t.db, {
      careerName: 'Ingeniería en Gestión Empresarial',
      subject: { name: 'Cálculo Vectorial', clave: 'ACF0904' },
    });
    classId = await createClass(t.db, {
      subjectId,
      period: 2026,
      shift: 'vespertino',
      schedule: [
        { dayId: 1, start: '16:00:00', end: '18:00:00' },
        { dayId: 3, start: '16:00:00', end: '18:00:00' },
      ],
    });
    const otherClassId = await createClass(t.db, { subjectId });
    const people = [
      { name: 'José Ángel', paternal: 'Núñez', maternal: 'Peña' },
      { name: 'María', paternal: 'Álvarez', maternal: 'Uc' },
      { name: 'Ana, "la" de Mérida', paternal: 'Chan', maternal: 'Poot' },
      { name: 'Íñigo', paternal: 'Zúñiga', maternal: '' },
    ];
    const students = [];
    for (const p of people) students.push(await createStudentUser(t.db, { ...p, profile: { careerId } }));
    await enrolDirectly(t.db, students[0]!.studentId!, classId, true);
    for (const s of students.slice(1)) await enrolDirectly(t.db, s.studentId!, classId);
    // One paid enrolment and one mobility student (other institute).
    await t.db
      .updateTable('student_classes')
      .set({ payment_status: 'pagado', payment_folio: 'REC-77', payment_date: '2026-06-15' })
      .where('id_student', '=', students[1]!.studentId!)
      .execute();
    // How two of them take the subject (ELE-2): the staff's files say it.
    await t.db
      .updateTable('student_classes')
      .set({ kind: 'especial' })
      .where('id_student', '=', students[2]!.studentId!)
      .execute();
    await t.db
      .updateTable('student_classes')
      .set({ kind: 'repeticion' })
      .where('id_student', '=', students[3]!.studentId!)
      .execute();
    await t.db
      .insertInto('class_mobility_students')
      .values({
        id_class: classId,
        name: 'Óscar',
        paternal_surname: 'Mendoza',
        maternal_surname: 'Ek',
        institute: 'Instituto Tecnológico de Mérida',
        email: 'oscar@itmerida.example',
        phone: '+529991112233',
        control_number: 'M2026-01',
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const otherLeader = await createEnrolledStudent(t.db, careerId, otherClassId, { leader: true });

    bigClassId = await createClass(t.db, { subjectId, period: 2025, maxStudents: 60 });
    for (let i = 0; i < 45; i++) {
      await createEnrolledStudent(t.db, careerId, bigClassId, {
        name: `Estudiante ${i}`,
        paternal: 'Lista',
        leader: i === 0,
      });
    }

    const admin = await createStaff(t.db, { role: 'admin' });
    const teacher = await createStaff(t.db, { role: 'teacher' });
    tokens.admin = await t.staffToken(admin.userId, 'admin');
    tokens.teacher = await t.staffToken(teacher.userId, 'teacher');
    tokens.leader = await t.studentToken(students[0]!.email);
    tokens.member = await t.studentToken(students[1]!.email);
    tokens.otherLeader = await t.studentToken(otherLeader.email);
  });
  afterAll(() => t?.close());

  const get = (file: string, token: string | null, id = classId) =>
    t.request({ method: 'GET', url: `/api/classes/${id}/${file}`, token });

  it('CSV: UTF-8 with BOM, comma-separated, quoted, a header row, the rows of the database (accents intact)', async () => {
    for (const token of [tokens.admin]) {
      const res = await get('roster.csv', token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="lista-ACF0904-2026.csv"');
      expect(res.headers['cache-control']).toBe('no-store');
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
      expect(text).toContain('"Núñez Peña José Ángel"');
      expect(text).toContain('"Chan Poot Ana, ""la"" de Mérida"');
      expect(text).toContain('"Sí (Instituto Tecnológico de Mérida)","No aplica","No aplica","",""');
      expect(text).toContain('"No","No","Ordinaria","Pagado","REC-77","2026-06-15"');
      const [header, ...rows] = parseQuotedCsv(text);
      expect(header).toEqual(HEADERS);
      expect(rows).toEqual(await expectedRows(t, classId));
      expect(rows.map((r) => r[2])).toEqual([
        'Álvarez Uc María',
        'Chan Poot Ana, "la" de Mérida',
        'Mendoza Ek Óscar',
        'Núñez Peña José Ángel',
        'Zúñiga Íñigo',
      ]);
    }
  });

  it("the group leader's CSV and XLSX: who paid, without the receipts' folios and dates", async () => {
    // The admin's rows without their last two columns (Folio, Fecha de pago) nor the kind of each enrolment.
    const kindAt = HEADERS.indexOf('Tipo de curso');
    const withoutKind = (r: string[]) => r.filter((_, i) => i !== kindAt);
    const admins = await expectedRows(t, classId);
    expect(admins.map((r) => r[kindAt])).toEqual(
      expect.arrayContaining(['Curso especial', 'Repetición', 'Ordinaria', 'No aplica']),
    );
    const expected = admins.map((r) => withoutKind(r.slice(0, -2)));
    const headers = withoutKind(HEADERS.slice(0, -2));
    expect(HEADERS.slice(-2)).toEqual(['Folio', 'Fecha de pago']);
    for (const token of [tokens.leader]) {
      const csv = await get('roster.csv', token);
      expect(csv.statusCode).toBe(200);
      const text = new TextDecoder('utf-8', { fatal: true }).decode(csv.rawPayload.subarray(3));
      expect(text).not.toContain('REC-77');
      expect(text).not.toContain('2026-06-15');
      const [header, ...rows] = parseQuotedCsv(text);
      expect(header).toEqual(headers);
      expect(rows).toEqual(expected);

      const xlsx = await get('roster.xlsx', token);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Lista')!;
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
      const headerRow = [...Array(sheet.rowCount).keys()].map((i) => i + 1).find((n) => values(n)[0] === 'No.')!;
      expect(values(headerRow)).toEqual(headers);
      const sheetRows = [];
      for (let n = headerRow + 1; n <= sheet.rowCount; n++) sheetRows.push(values(n));
      expect(sheetRows).toEqual(expected);
      expect(sheetRows.flat()).not.toContain('REC-77');
    }
  });

  it('XLSX: a real workbook with the title block, a frozen header with filters, and the rows of the database', async () => {
    const res = await get('roster.xlsx', tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lista-ACF0904-2026.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Lista')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
    const block = Object.fromEntries([3, 4, 5, 6, 7, 9, 10].map((n) => values(n)));
    expect(block).toEqual({
      Materia: 'Cálculo Vectorial',
      Clave: 'ACF0904',
      Periodo: '2026',
      Turno: 'Vespertino',
      Horario: 'Lunes, Miércoles 16:00–18:00',
      'Costo por estudiante': '$1,125.00 (75 h)',
      Pagos: 'Pagado 1 de 4',
    });
    const headerRow = [...Array(sheet.rowCount).keys()].map((i) => i + 1).find((n) => values(n)[0] === 'No.')!;
    expect(values(headerRow)).toEqual(HEADERS);
    const rows = [];
    for (let n = headerRow + 1; n <= sheet.rowCount; n++) rows.push(values(n));
    expect(rows).toEqual(await expectedRows(t, classId));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: headerRow });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(3).width).toBeGreaterThan(20);
  });

  it('PDF: a letter-size attendance list with the class data, every student and a page number on every page', async () => {
    const res = await get('attendance.pdf', tokens.leader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="asistencia-ACF0904-2026.pdf"');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const result = await parser.getText();
    const info = await parser.getInfo();
    await parser.destroy();
    const text = result.text.replace(/\s+/g, ' ');
    for (const expected of [
      'Instituto Tecnológico del Caribe',
      'Lista de asistencia',
      'Cálculo Vectorial (ACF0904)',
      'Verano 2026',
      'Vespertino',
      'Lunes, Miércoles 16:00–18:00',
      'Sem. 1',
      'Sem. 6',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    for (const row of await expectedRows(t, classId)) {
      expect(text).toContain(`${row[0]} ${row[1]} ${row[2]}`);
    }
    expect(info.total).toBe(1);

    const big = await get('attendance.pdf', tokens.admin, bigClassId);
    const bigParser = new PDFParse({ data: new Uint8Array(big.rawPayload) });
    const bigText = (await bigParser.getText()).text.replace(/\s+/g, ' ');
    await bigParser.destroy();
    expect(bigText).toContain('Página 1 de 2');
    expect(bigText).toContain('Página 2 de 2');
    for (const row of await expectedRows(t, bigClassId)) expect(bigText).toContain(`${row[0]} ${row[1]} ${row[2]}`);
  });

  it('only the admin, the class own teacher and leader: other leaders, members and teachers get 403, anonymous 401', async () => {
    for (const file of ['roster.csv', 'roster.xlsx', 'attendance.pdf']) {
      for (const token of [tokens.otherLeader, tokens.member]) {
        expectError(await get(file, token), 403, ERROR_MESSAGES.exportForbidden);
      }
      // A teacher of other classes (the class's own teacher: teachers/teacher-roster-access.test.ts).
      expectError(await get(file, tokens.teacher), 403, ERROR_MESSAGES.notClassTeacher);
      expectError(await get(file, null), 401, ERROR_MESSAGES.authRequired);
      expectError(await get(file, tokens.admin, 999_999), 404, ERROR_MESSAGES.classNotFound);
      // The leader of the big class is not the leader of this one.
      expect((await get(file, tokens.leader, bigClassId)).statusCode).toBe(403);
    }
  });
});
