import { describe, expect, it } from 'vitest';
import { closedReason, countingIn, enrolButtonName, enrolState, ENROL_REASONS, waitlistOption } from './enrol-state.ts';

const open = { id_class: 12, status: 'pendiente', enrrolled: 10, max_students: 30 };
const me = { registered: true, classIds: [] as number[] };

describe('enrol button state', () => {
  it('lets a registered student with room enrol in a pending class with seats', () => {
    const state = enrolState(open, me);
    expect(state).toEqual({ canEnrol: true, block: null, label: 'Inscribirme', reason: null });
    expect(enrolButtonName(state, 'Cálculo Diferencial', 12)).toBe('Inscribirme en Cálculo Diferencial (clase 12)');
  });

  it('says the class is already theirs before anything else', () => {
    const state = enrolState({ ...open, status: 'aprobado' }, { registered: true, classIds: [12, 7] });
    expect(state).toMatchObject({
      canEnrol: false,
      block: 'enrolled',
      label: 'Inscrito',
      reason: ENROL_REASONS.enrolled,
    });
    expect(enrolButtonName(state, 'Química', 12)).toBe('Inscrito: Química (clase 12)');
  });

  it('needs a student profile', () => {
    expect(enrolState(open, { registered: false, classIds: [] }).reason).toBe(
      'Debes estar registrado como estudiante para inscribirte a una clase.',
    );
  });

  it('disables every other class once the student has 2 enrolments', () => {
    for (const cls of [open, { ...open, status: 'aprobado' }, { ...open, enrrolled: 30 }]) {
      expect(enrolState(cls, { registered: true, classIds: [3, 4] })).toMatchObject({
        canEnrol: false,
        block: 'limit',
        reason: 'Has alcanzado el máximo de 2 inscripciones.',
      });
    }
    expect(enrolState(open, { registered: true, classIds: [3] }).canEnrol).toBe(true);
  });

  it('accepts enrolments only while the class is pending, and says its status', () => {
    expect(enrolState({ ...open, status: 'aprobado' }, me)).toMatchObject({
      block: 'closed',
      label: 'Inscripción cerrada',
      reason: 'Solo puedes inscribirte en clases pendientes; esta clase está aprobada.',
    });
    expect(closedReason('rechazado')).toContain('rechazada');
    expect(closedReason('otra-cosa')).toContain('desconocido');
  });

  it('refuses a full class (enrolled no longer below the maximum)', () => {
    expect(enrolState({ ...open, enrrolled: 30 }, me)).toMatchObject({ block: 'full', label: 'Clase llena' });
    expect(enrolState({ ...open, enrrolled: 0, max_students: 0 }, me).block).toBe('full');
    // A seat held for the waitlist's first is not free: «Clase llena», and the waitlist is open.
    expect(enrolState({ ...open, enrrolled: 29, held_seats: 1 }, me)).toMatchObject({ block: 'full' });
    expect(waitlistOption({ ...open, enrrolled: 29, held_seats: 1, Schedules: [] }, me)).toEqual({ action: 'join' });
    expect(enrolState({ ...open, enrrolled: 28, held_seats: 1 }, me).canEnrol).toBe(true);
    expect(enrolState({ ...open, enrrolled: 29 }, me).canEnrol).toBe(true);
  });
});

describe('schedule clashes and the waitlist', () => {
  const held = [
    {
      id_class: 7,
      period: 2026,
      Subjects: { name: 'Cálculo Integral' },
      Schedules: [{ Days: { name: 'Lunes' }, start_time: '10:00:00', end_time: '12:00:00' }],
    },
  ];
  const clashing = {
    ...open,
    period: 2026,
    Schedules: [{ Days: { name: 'Lunes' }, start_time: '07:30:00', end_time: '10:30:00' }],
  };
  const mine = { registered: true, classIds: [7], counting: held };

  it('marks a clashing class with the other class, day and times, and disables the button', () => {
    expect(enrolState(clashing, mine)).toEqual({
      canEnrol: false,
      block: 'clash',
      label: 'Inscribirme',
      reason: 'Se empalma con Cálculo Integral (lunes 10:00–12:00).',
    });
  });

  it('a touching range is fine', () => {
    const after = { ...clashing, Schedules: [{ Days: { name: 'Lunes' }, start_time: '12:00', end_time: '14:00' }] };
    expect(enrolState(after, mine).canEnrol).toBe(true);
  });

  it('offers the waitlist on a full pending class only, and leaving when already waiting', () => {
    const full = { ...open, enrrolled: 30, Schedules: [] };
    expect(waitlistOption(full, mine)).toEqual({ action: 'join' });
    expect(waitlistOption(open, mine)).toBeNull();
    expect(waitlistOption({ ...clashing, enrrolled: 30 }, mine)).toBeNull();
    expect(waitlistOption({ ...full, status: 'aprobado' }, mine)).toBeNull();
    expect(waitlistOption(full, { ...mine, waiting: new Map([[12, { position: 3, total: 7 }]]) })).toEqual({
      action: 'leave',
      position: 3,
      total: 7,
    });
    expect(
      waitlistOption(full, {
        ...mine,
        waiting: new Map([
          [1, { position: 1, total: 1 }],
          [2, { position: 1, total: 1 }],
        ]),
      }),
    ).toBeNull();
  });
});

describe('the enrolment window', () => {
  const reason = 'El periodo de inscripción de Verano 2026 cerró el 12 de junio.';
  const windowClosed = new Map([[2026, reason]]);
  const of2026 = { ...open, period: 2026 };

  it('outside it, Inscribirme is disabled with the server’s message, and there is no waitlist', () => {
    expect(enrolState(of2026, { ...me, windowClosed })).toEqual({
      canEnrol: false,
      block: 'window',
      label: 'Inscribirme',
      reason,
    });
    expect(waitlistOption({ ...of2026, enrrolled: 30 }, { ...me, windowClosed })).toBeNull();
    expect(enrolState({ ...of2026, period: 2027 }, { ...me, windowClosed }).canEnrol).toBe(true);
  });

  it('the student’s own situation still says why first', () => {
    expect(enrolState(of2026, { registered: true, classIds: [12], windowClosed }).block).toBe('enrolled');
    expect(enrolState(of2026, { registered: true, classIds: [3, 4], windowClosed }).block).toBe('limit');
  });
});

describe('who may take what: the same reasons as the server', () => {
  const ofCareer = { ...open, Subjects: { id_subject: 4, Careers: [{ id_career: 1 }] } };

  it('a student with a curso especial sees every other class disabled with the reason', () => {
    const especial = { id_class: 7, period: 2026, kind: 'especial', Subjects: { name: 'Química' }, Schedules: [] };
    const state = enrolState(ofCareer, { registered: true, classIds: [7], counting: [especial] });
    expect(state).toMatchObject({
      canEnrol: false,
      block: 'especial',
      label: 'Inscribirme',
      reason: 'Un curso especial debe ser tu única materia de verano.',
    });
  });

  it('a subject of another career asks for a convalidation; an approved one opens it', () => {
    const mine = { registered: true, classIds: [] as number[], careerId: 2 };
    expect(enrolState(ofCareer, mine)).toMatchObject({
      block: 'otherCareer',
      reason: 'Esta materia no es de tu carrera: solicita la convalidación.',
    });
    expect(enrolState(ofCareer, { ...mine, convalidatedSubjects: new Set([4]) }).canEnrol).toBe(true);
    expect(enrolState(ofCareer, { ...mine, careerId: 1 }).canEnrol).toBe(true);
  });

  it('a hold says its reason', () => {
    expect(
      enrolState(ofCareer, { registered: true, classIds: [], hold: 'Adeudo en Recursos Financieros' }).reason,
    ).toBe('Tienes una retención vigente: Adeudo en Recursos Financieros. Comunícate con la coordinación académica.');
  });
});

describe('the limit, the clash and the curso especial are per summer', () => {
  const monday = [{ Days: { name: 'Lunes' }, start_time: '07:00:00', end_time: '09:00:00' }];
  const lastSummer = (id_class: number, kind = 'ordinaria') => ({
    id_class,
    period: 2025,
    kind,
    Subjects: { name: `Materia ${id_class}` },
    Schedules: monday,
  });
  const thisSummer = { ...open, period: 2026, Schedules: monday };

  it('two classes of last summer, one of them especial and at the same hour, leave this summer’s class open', () => {
    const me = { registered: true, classIds: [1, 2], counting: [lastSummer(1, 'especial'), lastSummer(2)] };
    expect(enrolState(thisSummer, me)).toEqual({ canEnrol: true, block: null, label: 'Inscribirme', reason: null });
    expect(countingIn(me, 2026)).toBe(0);
    expect(countingIn(me, 2025)).toBe(2);
    // In this summer: a curso especial alone is the only one; two classes are the limit.
    const now = me.counting.map((c) => ({ ...c, period: 2026, Schedules: [] }));
    expect(enrolState(thisSummer, { ...me, counting: [now[0]!] }).block).toBe('especial');
    expect(enrolState(thisSummer, { ...me, counting: [now[1]!, { ...now[1]!, id_class: 3 }] }).block).toBe('limit');
  });
});
