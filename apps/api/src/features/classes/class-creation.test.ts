import { describe, expect, it } from 'vitest';
import { createClass, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import {
  classCounts,
  classProposal,
  countClasses,
  enrolmentsOf,
  expectError,
  PROPOSAL_WHATSAPP as WA,
  useClassScenario,
} from '../../test/class-scenario.ts';

describe(`POST /api/classes by a student (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const form = (over: Record<string, unknown> = {}) => classProposal(ctx.s, over);
  const post = (payload: object, token?: string) =>
    ctx.t.request({ method: 'POST', url: '/api/classes', payload, token });
  const classCount = () => countClasses(ctx.t);

  it('lets a registered student propose a class they lead and are enrolled in', async () => {
    const me = await ctx.s.student({ name: 'Ana', paternal: 'Pech' });
    const res = await post(form(), me.token);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pendiente',
      period: 2026,
      shift: 'matutino',
      description: 'Muchos reprobamos la materia.',
      whatsapp_link: WA,
      max_students: 30,
      enrrolled: 1,
      Subjects: { id_subject: ctx.s.subjectId, clave: ctx.s.clave },
      ResponsibleStudent: { id_student: me.studentId, student_name: 'Ana Pech' },
      status_history: [],
    });
    expect(body.Schedules.map((x: { id_day: number; start_time: string; end_time: string }) => x)).toMatchObject([
      { id_day: 1, start_time: '07:00:00', end_time: '09:00:00' },
      { id_day: 3, start_time: '07:00:00', end_time: '09:00:00' },
    ]);
    expect(await classCounts(ctx.t, body.id_class)).toMatchObject({ enrolled: 1, rows: 1, leaders: [me.studentId] });
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 1, rows: 1 });
    const mine = await ctx.t.request({ method: 'GET', url: '/api/classes/student', token: me.token });
    expect(mine.json()).toMatchObject([{ id_class: body.id_class, group_leader: true, latest_review: null }]);
  });

  it('counts a created class towards the limit of 2', async () => {
    const me = await ctx.s.student();
    expect((await post(form(), me.token)).statusCode).toBe(201);
    expect(
      (
        await post(
          form({ shift: 'vespertino', schedule: [{ dayId: 2, startTime: '16:00', endTime: '18:00' }] }),
          me.token,
        )
      ).statusCode,
    ).toBe(201);
    const before = await classCount();
    expectError(
      await post(form(), me.token),
      409,
      'Has alcanzado el máximo de 2 inscripciones. No puedes crear más clases.',
    );
    expect(await classCount()).toBe(before);
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 2, rows: 2 });
  });

  it('refuses a student who already has 2 enrolments elsewhere, creating nothing', async () => {
    const me = await ctx.s.student();
    for (let i = 0; i < 2; i++) {
      const id = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
      await enrolDirectly(ctx.t.db, me.studentId, id);
    }
    const before = await classCount();
    expectError(await post(form(), me.token), 409, /máximo de 2 inscripciones/);
    expect(await classCount()).toBe(before);
  });

  it('requires the WhatsApp group link from a student, and only chat.whatsapp.com links', async () => {
    const me = await ctx.s.student();
    expectError(
      await post(form({ whatsappLink: undefined }), me.token),
      400,
      'El enlace del grupo de WhatsApp es obligatorio.',
    );
    expectError(
      await post(form({ whatsappLink: '' }), me.token),
      400,
      'El enlace del grupo de WhatsApp es obligatorio.',
    );
    for (const link of [
      'https://example.com/grupo',
      'http://chat.whatsapp.com/GrupoVerano2026AbC',
      'https://wa.me/52983',
    ]) {
      expectError(
        await post(form({ whatsappLink: link }), me.token),
        400,
        'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
      );
    }
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 0, rows: 0 });
  });

  it.each([
    ['a missing subject', { subjectId: undefined }, 'Por favor, completa todos los campos obligatorios.'],
    ['a missing key', { clave: '' }, 'Por favor, completa todos los campos obligatorios.'],
    ['a missing academic year', { period: null }, 'Por favor, completa todos los campos obligatorios.'],
    [
      'a missing start time',
      { schedule: [{ dayId: 1, endTime: '09:00' }] },
      'Por favor, completa todos los campos obligatorios.',
    ],
    ['no weekday', { schedule: [] }, 'Debes seleccionar al menos un día de la semana.'],
    [
      'start after end',
      { schedule: [{ dayId: 1, startTime: '10:00', endTime: '09:00' }] },
      'La hora de inicio debe ser menor que la hora de fin.',
    ],
    [
      'start equal to end',
      { schedule: [{ dayId: 1, startTime: '09:00', endTime: '09:00' }] },
      'La hora de inicio debe ser menor que la hora de fin.',
    ],
    [
      'a time before the morning shift',
      { schedule: [{ dayId: 1, startTime: '06:30', endTime: '09:00' }] },
      'El horario del turno matutino debe estar entre 07:00 y 14:00.',
    ],
    [
      'a time after the morning shift',
      { schedule: [{ dayId: 1, startTime: '13:00', endTime: '15:00' }] },
      'El horario del turno matutino debe estar entre 07:00 y 14:00.',
    ],
    [
      'a morning time in the evening shift',
      { shift: 'vespertino' },
      'El horario del turno vespertino debe estar entre 14:00 y 22:00.',
    ],
    [
      'a time off the 30-minute slots',
      { schedule: [{ dayId: 1, startTime: '07:10', endTime: '09:00' }] },
      'Las horas deben estar en intervalos de 30 minutos.',
    ],
    [
      'a badly formed time',
      { schedule: [{ dayId: 1, startTime: '7am', endTime: '09:00' }] },
      'La hora debe tener el formato HH:MM.',
    ],
    [
      'a weekday twice',
      {
        schedule: [
          { dayId: 1, startTime: '07:00', endTime: '08:00' },
          { dayId: 1, startTime: '09:00', endTime: '10:00' },
        ],
      },
      'Cada día de la semana solo puede aparecer una vez en el horario.',
    ],
    ['an unknown weekday', { schedule: [{ dayId: 6, startTime: '07:00', endTime: '08:00' }] }, 'El día no es válido.'],
    ['a key of the wrong format', { clave: 'AB12' }, 'Formato inválido. Debe ser: 3 letras + 4 números'],
    ['an unknown shift', { shift: 'nocturno' }, 'El turno debe ser matutino o vespertino.'],
  ])('answers %s with a Spanish 400', async (_what, over, message) => {
    const me = await ctx.s.student();
    expectError(await post(form(over), me.token), 400, message);
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 0, rows: 0 });
  });

  it('requires the key of the chosen subject, and a subject that exists', async () => {
    const me = await ctx.s.student();
    await createSubject(ctx.t.db, { clave: 'OTR1234' });
    expectError(
      await post(form({ clave: 'OTR1234' }), me.token),
      400,
      'La clave no corresponde a la materia seleccionada.',
    );
    expectError(await post(form({ subjectId: 999999 }), me.token), 400, 'La materia seleccionada no existe.');
    expect((await post(form({ clave: ctx.s.clave.toLowerCase() }), me.token)).statusCode).toBe(201);
  });

  it('refuses a student proposing a class in the name of another student', async () => {
    const me = await ctx.s.student();
    const other = await ctx.s.student();
    const res = await post(form({ responsibleStudent: { studentId: other.studentId } }), me.token);
    expectError(res, 403, 'No puedes inscribir ni proponer clases a nombre de otro estudiante.');
    expect(await enrolmentsOf(ctx.t, other.studentId)).toEqual({ counter: 0, rows: 0 });
    const self = await post(form({ responsibleStudent: { studentId: me.studentId } }), me.token);
    expect(self.statusCode).toBe(201);
  });

  it('refuses students without a profile, teachers and anonymous callers', async () => {
    const nobody = await ctx.s.unregistered();
    expectError(
      await post(form(), nobody.token),
      403,
      'No se encontraron datos de estudiante. Debes estar registrado como estudiante para crear una clase.',
    );
    expectError(
      await post(form(), ctx.s.teacherToken),
      403,
      'Solo los estudiantes registrados o administradores pueden crear clases.',
    );
    expectError(await post(form()), 401, 'Autenticación requerida');
  });
});
