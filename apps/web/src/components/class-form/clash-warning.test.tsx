import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render.tsx';
import { classFormDefaults, type ClassFormValues } from './class-form-values.ts';
import { ClashWarning } from './clash-warning.tsx';

const held = [
  {
    id_class: 7,
    period: 2026,
    Subjects: { name: 'Cálculo Integral' },
    Schedules: [{ Days: { name: 'Lunes' }, start_time: '10:00:00', end_time: '12:00:00' }],
  },
];

function Harness({ values }: { values: Partial<ClassFormValues> }) {
  const form = useForm<ClassFormValues>({
    defaultValues: { ...classFormDefaults(new Date('2026-05-01T12:00:00Z')), period: '2026', ...values },
  });
  return <ClashWarning control={form.control} held={held} />;
}

describe('ClashWarning', () => {
  it('warns with the domain message when the chosen days and times clash', () => {
    renderWithTheme(<Harness values={{ startTime: '07:30', endTime: '10:30', dayIds: ['1', '3'] }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'El horario se empalma con Cálculo Integral (lunes 10:00–12:00).',
    );
  });

  it('says nothing when the ranges only touch, or on other days', () => {
    renderWithTheme(<Harness values={{ startTime: '12:00', endTime: '14:00', dayIds: ['1'] }} />);
    renderWithTheme(<Harness values={{ startTime: '10:00', endTime: '12:00', dayIds: ['2'] }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
