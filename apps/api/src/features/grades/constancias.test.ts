import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { gradeInWords } from '@portal/domain/rules';
import type { ConstanciaVerification, StudentClass } from '@portal/domain/schemas';
import { expectError, useClassScenario, type TestStudent } from '../../test/class-scenario.ts';
import { createClass, createStaff, enrolDirectly } from '../../test/fixtures.ts';

async function pdfText(payload: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(payload) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  return text;
}

/** docs/rules.md ACT-6–ACT-9: what students see, their constancia, the acta's files and the public verification. */
describe(`constancias, the acta's files and verification (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario({ PUBLIC_URL: 'https://cursos.tec.example' });

  async function finishedClass(grades: number[]) {
    const { t, s } = ctx;
    const teacher = await createStaff(t.db, { role: 'teacher', name: 'Teresa' });
    const teacherToken = await t.staffToken(teacher.userId, 'teacher');
    const classId = await createClass(t.db, { subjectId: s.subjectId, status: 'active' });
    await t.db.updateTable('classes').set({ id_teacher: teacher.userId }).where('id_class', '=', classId).execute();
    const students: TestStudent[] = [];
    for (const [i, grade] of grades.entries()) {
      const st = await s.student({ name: `Alumna${i}`, paternal: `Apellido${String.fromCharCode(65 + i)}` });
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      students.push(st);
      const res = await t.request({
        method: 'PUT',
        url: `/api/classes/${classId}/grades`,
        token: teacherToken,
        payload: { grades: [{ studentId: st.studentId, grade }] },
      });
      expect(res.statusCode).toBe(200);
    }
    return { classId, teacherToken, students };
  }
  const closeActa = (classId: number, token: string) =>
    ctx.t.request({ method: 'POST', url: `/api/classes/${classId}/acta`, token });
  const mine = async (student: TestStudent, classId: number) => {
    const res = await ctx.t.request({ method: 'GET', url: '/api/classes/student', token: student.token });
    return (res.json() as StudentClass[]).find((c) => c.id_class === classId)!;
  };

  it('shows the student grade, result and folio only once the acta is closed', async () => {
    const { classId, teacherToken, students } = await finishedClass([88, 50]);
    const before = await mine(students[0]!, classId);
    expect([before.grade, before.result, before.constanciaFolio]).toEqual([null, null, null]);
    expect((await closeActa(classId, teacherToken)).statusCode).toBe(200);
    const passed = await mine(students[0]!, classId);
    expect(passed).toMatchObject({ status: 'finished', grade: 88, result: 'Acreditada' });
    expect(passed.constanciaFolio).toMatch(/^[A-Z2-7]{26}$/);
    const failed = await mine(students[1]!, classId);
    expect(failed).toMatchObject({ grade: 50, result: 'No acreditada (NA)' });
    expect(failed.constanciaFolio).not.toBe(passed.constanciaFolio);
  });

  it('gives the constancia to the class own finished students only, with the data of the database', async () => {
    const { t, s } = ctx;
    const { classId, teacherToken, students } = await finishedClass([93]);
    const url = `/api/classes/${classId}/constancia.pdf`;
    // Not yet finished.
    expectError(
      await t.request({ method: 'GET', url, token: students[0]!.token }),
      403,
      ERROR_MESSAGES.constanciaUnavailable,
    );
    await closeActa(classId, teacherToken);
    const stranger = await s.student();
    expectError(
      await t.request({ method: 'GET', url, token: stranger.token }),
      403,
      ERROR_MESSAGES.constanciaUnavailable,
    );
    expectError(await t.request({ method: 'GET', url, token: s.adminToken }), 403, /./);

    const res = await t.request({ method: 'GET', url, token: students[0]!.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    const row = await t.db
      .selectFrom('constancias')
      .innerJoin('students', 'students.id_student', 'constancias.id_student')
      .innerJoin('users', 'users.id_user', 'students.id_user')
      .innerJoin('careers', 'careers.id_career', 'students.id_career')
      .innerJoin('classes', 'classes.id_class', 'constancias.id_class')
      .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
      .select([
        'constancias.grade',
        'students.control_number',
        'careers.name as career',
        'subjects.name as subject',
        'subjects.clave',
        'classes.period',
        'users.name',
        'users.paternal_surname',
      ])
      .where('constancias.id_class', '=', classId)
      .executeTakeFirstOrThrow();
    const folio = (await mine(students[0]!, classId)).constanciaFolio!;
    for (const expected of [
      'Constancia de curso de verano',
      `${row.name} ${row.paternal_surname}`,
      `Número de control: ${row.control_number}`,
      `Carrera: ${row.career}`,
      `Materia: ${row.subject}`,
      `Clave: ${row.clave}`,
      `Periodo: Verano ${row.period}`,
      `Calificación: ${row.grade} (${gradeInWords(row.grade)})`,
      'Resultado: Acreditada',
      `Folio: ${folio}`,
      `https://cursos.tec.example/verificar/${folio}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('verifies a folio publicly: genuine, unknown (404), and replaced after a reopening', async () => {
    const { t, s } = ctx;
    const { classId, teacherToken, students } = await finishedClass([71]);
    await closeActa(classId, teacherToken);
    const folio = (await mine(students[0]!, classId)).constanciaFolio!;
    const verify = (f: string) => t.request({ method: 'GET', url: `/api/verify/${f}` });
    const ok = await verify(folio.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      genuine: true,
      state: 'vigente',
      state_label: 'Constancia auténtica y vigente.',
      name: 'Alumna0 ApellidoA',
      subject: expect.any(String),
      period: 2026,
      result: 'Acreditada',
      issued_at: expect.any(String),
    } satisfies Record<keyof ConstanciaVerification, unknown>);
    expect(Object.keys(ok.json() as object)).not.toContain('grade');

    expectError(await verify('ABCDEFGHIJKLMNOPQRSTUVWXYZ'), 404, ERROR_MESSAGES.folioNotFound, 'FOLIO_NOT_FOUND');
    expectError(await verify('nada'), 404, ERROR_MESSAGES.folioNotFound);

    const reopened = await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/acta/reopen`,
      token: s.adminToken,
      payload: { reason: 'Revisión del examen' },
    });
    expect(reopened.statusCode).toBe(200);
    const replaced = (await verify(folio)).json() as ConstanciaVerification;
    expect(replaced.state).toBe('reemplazada');
    expect(replaced.state_label).toContain('reemplazada');
    await closeActa(classId, teacherToken);
    const newFolio = (await mine(students[0]!, classId)).constanciaFolio!;
    expect(newFolio).not.toBe(folio);
    expect(((await verify(newFolio)).json() as ConstanciaVerification).state).toBe('vigente');
  });

  it('prints the acta (PDF and XLSX) with every student, grade in figures and words, and result', async () => {
    const { t, s } = ctx;
    const { classId, teacherToken } = await finishedClass([100, 69]);
    await closeActa(classId, teacherToken);
    const pdf = await t.request({ method: 'GET', url: `/api/classes/${classId}/acta.pdf`, token: teacherToken });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    const rows = await t.db
      .selectFrom('student_classes')
      .innerJoin('students', 'students.id_student', 'student_classes.id_student')
      .innerJoin('users', 'users.id_user', 'students.id_user')
      .select(['students.control_number', 'users.name', 'users.paternal_surname', 'student_classes.grade'])
      .where('student_classes.id_class', '=', classId)
      .orderBy('users.paternal_surname')
      .execute();
    expect(text).toContain('Acta de calificaciones');
    expect(text).not.toContain('borrador');
    expect(text).toContain('Docente: Teresa');
    expect(text).toContain('Jefe(a) de la División de Estudios Profesionales');
    const results = ['Acreditada', 'No acreditada (NA)'];
    rows.forEach((r, i) => {
      expect(text).toContain(
        `${i + 1} ${r.control_number} ${r.paternal_surname} ${r.name} ${r.grade} ${gradeInWords(r.grade!)} ${results[i]}`,
      );
    });

    const xlsx = await t.request({ method: 'GET', url: `/api/classes/${classId}/acta.xlsx`, token: s.adminToken });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Acta')!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    for (const [i, r] of rows.entries()) {
      expect(values).toContainEqual([
        i + 1,
        r.control_number,
        `${r.paternal_surname} ${r.name}`,
        r.grade,
        gradeInWords(r.grade!),
        results[i],
        '',
      ]);
    }
    const other = await createStaff(t.db, { role: 'teacher' });
    const otherToken = await t.staffToken(other.userId, 'teacher');
    expectError(
      await t.request({ method: 'GET', url: `/api/classes/${classId}/acta.pdf`, token: otherToken }),
      403,
      ERROR_MESSAGES.notGradingTeacher,
    );
  });
});
