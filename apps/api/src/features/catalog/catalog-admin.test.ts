import { describe, expect, it } from 'vitest';
import { createClass } from '../../test/fixtures.ts';
import { classProposal, expectError, useClassScenario } from '../../test/class-scenario.ts';

/** The managed catalogue (docs/rules.md ELE-6): careers and subjects made, edited, retired and imported. */
describe(`the catalogue, managed (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, token = ctx.s.adminToken) =>
    ctx.t.request({ method, url, ...(payload ? { payload } : {}), token });
  let n = 0;
  const clave = () => `CSV${String(1000 + ++n)}`;

  it('a CSV with 10 good lines and one bad imports nothing and names the line; a good one imports all', async () => {
    const c = ctx.s.careerId;
    const good = Array.from({ length: 10 }, (_, i) => `${clave()},Materia importada ${n}-${i},5,4,${c},si`);
    const bad = [...good.slice(0, 6), `${clave()},Sin créditos,cero,4,${c},si`, ...good.slice(6)];
    const csv = (rows: string[]) => `clave,nombre,creditos,horas,carreras,verano\n${rows.join('\n')}\n`;
    const refused = await call('POST', '/api/subjects/import', { csv: csv(bad) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'SUBJECTS_IMPORT_INVALID',
      message: ['Línea 8: Los créditos deben ser un número entero entre 1 y 20.'],
    });
    const before = await call('GET', '/api/subjects?pageSize=100&scope=all');
    expect(before.json().data.filter((s: { name: string }) => s.name.startsWith('Materia importada'))).toEqual([]);

    const ok = await call('POST', '/api/subjects/import', { csv: csv(good) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ imported: 10, message: 'Se importaron 10 materias.' });
    // The same again: every clave exists now, and an unknown career is named.
    const again = await call('POST', '/api/subjects/import', {
      csv: csv([good[0]!, `${clave()},Otra,5,4,${c};999999,no`]),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual([
      `Línea 2: Ya existe una materia con la clave ${good[0]!.split(',')[0]}.`,
      'Línea 3: No existe la carrera 999999.',
    ]);
    const template = await call('GET', '/api/subjects/template.csv');
    expect(template.body).toContain('clave,nombre,creditos,horas,carreras,verano');
  });

  it('an administrator creates, edits and retires a subject; a retired one is offered no more, its classes stay', async () => {
    const made = await call('POST', '/api/subjects', {
      clave: 'cat 1001',
      name: 'Materia del catálogo',
      credits: 5,
      hours: 5,
      careerIds: [ctx.s.careerId],
      summer: true,
    });
    expect(made.statusCode).toBe(201);
    const subject = made.json();
    expect(subject).toMatchObject({
      clave: 'CAT1001',
      summer: true,
      retired: false,
      Careers: [{ id_career: ctx.s.careerId }],
    });
    expectError(
      await call('POST', '/api/subjects', {
        clave: 'CAT1001',
        name: 'Otra',
        credits: 5,
        hours: 5,
        careerIds: [ctx.s.careerId],
        summer: true,
      }),
      409,
      'Ya existe una materia con esa clave.',
    );
    const cls = await createClass(ctx.t.db, { subjectId: subject.id_subject });
    const retired = await call('PATCH', `/api/subjects/${subject.id_subject}`, { retired: true, hours: 6 });
    expect(retired.json()).toMatchObject({ retired: true, hours: 6 });
    const offered = await call('GET', '/api/subjects?pageSize=100');
    expect(offered.json().data.map((s: { id_subject: number }) => s.id_subject)).not.toContain(subject.id_subject);
    const me = await ctx.s.student();
    expectError(
      await ctx.t.request({
        method: 'POST',
        url: '/api/classes',
        payload: classProposal({ subjectId: subject.id_subject, clave: 'CAT1001' }),
        token: me.token,
      }),
      409,
      'Esta materia no está autorizada para cursos de verano.',
    );
    // Its class keeps its history (and its subject).
    const kept = await ctx.t.request({ method: 'GET', url: `/api/classes/${cls}` });
    expect(kept.json()).toMatchObject({ Subjects: { id_subject: subject.id_subject, clave: 'CAT1001' } });
    // Only administrators change the catalogue.
    expect(
      (await call('PATCH', `/api/subjects/${subject.id_subject}`, { retired: false }, ctx.s.teacherToken)).statusCode,
    ).toBe(403);
  });

  it('careers: created, renamed, retired; a name twice is refused', async () => {
    const made = await call('POST', '/api/careers', { name: 'Ingeniería Ambiental Prueba' });
    expect(made.statusCode).toBe(201);
    expectError(
      await call('POST', '/api/careers', { name: 'ingeniería ambiental prueba' }),
      409,
      'Ya existe una carrera con ese nombre.',
    );
    const id = made.json().id_career;
    const retired = await call('PATCH', `/api/careers/${id}`, { retired: true });
    expect(retired.json()).toEqual({ id_career: id, name: 'Ingeniería Ambiental Prueba', retired: true });
    const offered = await call('GET', '/api/careers?pageSize=100');
    expect(offered.json().data.map((c: { id_career: number }) => c.id_career)).not.toContain(id);
    const all = await call('GET', '/api/careers?pageSize=100&scope=all');
    expect(all.json().data).toContainEqual({ id_career: id, name: 'Ingeniería Ambiental Prueba', retired: true });
  });
});
