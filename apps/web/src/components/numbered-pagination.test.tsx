import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render.tsx';
import { NumberedPagination } from './numbered-pagination.tsx';

const pageButtons = () => screen.getAllByRole('button', { name: /^Página \d+$/ }).map((b) => Number(b.textContent));

describe('NumberedPagination', () => {
  it('shows ±2 pages around the current one, the first and the last, with ellipses', () => {
    renderWithTheme(<NumberedPagination page={6} totalPages={10} onChange={() => undefined} />);
    expect(pageButtons()).toEqual([1, 4, 5, 6, 7, 8, 10]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Página 6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Página 5' }).hasAttribute('aria-current')).toBe(false);
  });

  it('asks for the page clicked, and for the neighbours with Anterior and Siguiente', () => {
    const onChange = vi.fn();
    renderWithTheme(<NumberedPagination page={2} totalPages={5} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Página 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('does nothing past either end, keeping the controls focusable', () => {
    const onChange = vi.fn();
    renderWithTheme(<NumberedPagination page={1} totalPages={3} onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Anterior' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('disabled')).toBe(false);
    fireEvent.click(previous);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithTheme(<NumberedPagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
