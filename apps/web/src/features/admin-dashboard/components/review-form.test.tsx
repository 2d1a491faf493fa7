import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describedTexts } from '../../../test/described-by.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { ReviewForm } from './review-form.tsx';

function open(missing: number) {
  const onReview = vi.fn();
  renderWithTheme(
    <ReviewForm enrolled={5 - missing} missing={missing} pending={null} onReview={onReview} onClose={vi.fn()} />,
  );
  return { onReview, note: screen.getByLabelText('Comentario o razón') };
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the review of a pending class', () => {
  it('asks for the reason of a rejection under the note, with the focus there, then sends it', async () => {
    const { onReview, note } = open(0);
    press('Rechazar');
    await waitFor(() => expect(describedTexts(note)).toContain('Debes proporcionar una razón para rechazar la clase'));
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(onReview).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: 'Sin docente disponible.' } });
    press('Rechazar');
    await waitFor(() => expect(onReview).toHaveBeenCalledWith('rechazado', 'Sin docente disponible.'));
  });

  it('approves without a comment, unless the class is under the minimum', async () => {
    const enough = open(0);
    press('Aprobar');
    await waitFor(() => expect(enough.onReview).toHaveBeenCalledWith('aprobado', '', false));
  });

  it('asks why a class under the minimum is approved', async () => {
    const { onReview, note } = open(2);
    press('Aprobar');
    await waitFor(() =>
      expect(describedTexts(note)).toContain(
        'Escribe la razón para aprobar una clase con menos inscritos que el mínimo',
      ),
    );
    fireEvent.change(note, { target: { value: 'Grupo de titulación.' } });
    press('Aprobar');
    await waitFor(() => expect(onReview).toHaveBeenCalledWith('aprobado', 'Grupo de titulación.', true));
  });
});
