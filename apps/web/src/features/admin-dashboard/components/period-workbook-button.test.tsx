import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/render-screen.tsx';
import { renderWithTheme } from '../../../test/render.tsx';
import { PeriodWorkbookButton } from './period-workbook-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Descargar libro del periodo (Excel)', () => {
  it('downloads the chosen year’s workbook and saves it under the server’s file name', async () => {
    const api = mockApi({ 'GET /periods/2025/classes.xlsx': { body: {} } });
    const created = vi.fn(() => 'blob:libro');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithTheme(<PeriodWorkbookButton period={2025} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar libro del periodo (Excel)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(String(api.mock.calls[0]?.[0])).toContain('/api/periods/2025/classes.xlsx');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('clases-2025.xlsx');
  });

  it('says so when the server refuses', async () => {
    mockApi({
      'GET /periods/2026/classes.xlsx': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          code: 'FORBIDDEN',
          message: 'No tienes permisos para realizar esta acción.',
        },
      },
    });
    renderWithTheme(<PeriodWorkbookButton period={2026} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar libro del periodo (Excel)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No tienes permisos para realizar esta acción.');
  });
});
