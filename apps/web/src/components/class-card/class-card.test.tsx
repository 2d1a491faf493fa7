import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render.tsx';
import { ClassCard } from './class-card.tsx';

const day = (id: number, name: string, start: string, end: string) => ({
  id_schedule: id,
  id_day: id,
  Days: { id, name, short_name: name[0]! },
  start_time: start,
  end_time: end,
});

describe('ClassCard', () => {
  it('shows subject, key, credits, grouped schedule, seats and status', () => {
    renderWithTheme(
      <ClassCard
        data={{
          id_class: 7,
          status: 'aprobado',
          period: 2026,
          shift: 'matutino',
          enrrolled: 12,
          max_students: 30,
          Subjects: { name: 'Cálculo Integral', clave: 'ACF0902', credits: 5 },
          Schedules: [day(3, 'Miércoles', '07:00:00', '09:00:00'), day(1, 'Lunes', '07:00:00', '09:00:00')],
        }}
        actions={<button type="button">Postularme</button>}
      />,
    );
    screen.getByRole('heading', { level: 3, name: 'Cálculo Integral' });
    screen.getByRole('article', { name: 'Cálculo Integral' });
    screen.getByText('ACF0902');
    screen.getByText('5');
    screen.getByText('Lunes, Miércoles');
    screen.getByText('12 / 30');
    screen.getByText('60% disponible');
    screen.getByText('Aprobada');
    screen.getByText('Verano 2026 · Matutino');
    screen.getByRole('button', { name: 'Postularme' });
  });

  it('falls back to the spec texts when data is missing', () => {
    renderWithTheme(<ClassCard data={{ id_class: 8, status: 'otro', Subjects: null, Schedules: [] }} />);
    screen.getByRole('heading', { name: 'Nombre no disponible' });
    expect(screen.getAllByText('N/A').length).toBeGreaterThanOrEqual(2);
    screen.getByText('Horario no definido');
    screen.getByText('Desconocido');
  });
});
