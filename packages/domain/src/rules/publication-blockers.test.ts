import { describe, expect, it } from 'vitest';
import { blockersSummary, publicationBlockers, type BlockerCandidate } from './publication-blockers.ts';

const summer = {
  year: 2026,
  proposalsOpen: '2026-04-20',
  proposalsClose: '2026-05-29',
  enrolmentOpen: '2026-05-04',
  enrolmentClose: '2026-06-12',
  publication: '2026-06-19',
  classesStart: '2026-07-06',
  classesEnd: '2026-08-14',
  gradesDue: '2026-08-21',
};

const classes: BlockerCandidate[] = [
  { classId: 1, status: 'aprobado', hasTeacher: false, hasRoom: false },
  { classId: 2, status: 'aprobado', hasTeacher: true, hasRoom: false },
  { classId: 3, status: 'aprobado', hasTeacher: false, hasRoom: true },
  { classId: 4, status: 'aprobado', hasTeacher: true, hasRoom: true },
  { classId: 5, status: 'pendiente', hasTeacher: false, hasRoom: false },
  { classId: 6, status: 'cancelled', hasTeacher: false, hasRoom: false },
  { classId: 7, status: 'active', hasTeacher: true, hasRoom: false },
  { classId: 8, status: 'rechazado', hasTeacher: false, hasRoom: false },
];

describe('publication blockers', () => {
  it('none before the publication day', () => {
    expect(publicationBlockers(summer, '2026-06-18', classes)).toEqual([]);
  });

  it('from the publication day: approved or started classes missing a teacher or a room, with the reason', () => {
    expect(publicationBlockers(summer, '2026-06-19', classes)).toEqual([
      { classId: 1, missing: ['teacher', 'room'], reason: 'Sin docente ni salón' },
      { classId: 2, missing: ['room'], reason: 'Sin salón asignado' },
      { classId: 3, missing: ['teacher'], reason: 'Sin docente asignado' },
      { classId: 7, missing: ['room'], reason: 'Sin salón asignado' },
    ]);
  });

  it('still listed while classes run, and none once the summer is past', () => {
    expect(publicationBlockers(summer, '2026-08-21', classes)).toHaveLength(4);
    expect(publicationBlockers(summer, '2026-08-22', classes)).toEqual([]);
  });

  it('says what the list means on each day', () => {
    expect(blockersSummary(summer, '2026-06-01', 0)).toBe(
      'Los grupos de Verano 2026 se publican el 19 de junio; desde ese día aquí aparecen las clases aprobadas sin docente o sin salón.',
    );
    expect(blockersSummary(summer, '2026-06-19', 0)).toBe(
      'Todas las clases aprobadas de Verano 2026 tienen docente y salón.',
    );
    expect(blockersSummary(summer, '2026-06-19', 1)).toBe(
      '1 clase aprobada de Verano 2026 no tiene docente o salón y los grupos ya se publicaron.',
    );
    expect(blockersSummary(summer, '2026-06-20', 3)).toBe(
      '3 clases aprobadas de Verano 2026 no tienen docente o salón y los grupos ya se publicaron.',
    );
    expect(blockersSummary(summer, '2026-09-01', 0)).toBe('Verano 2026 ya concluyó: no hay pendientes de publicación.');
  });
});
