import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TIMINGS_MS } from '@portal/domain/constants';
import { fakeTimers, passTime } from '../../test/fake-time.ts';
import { renderWithTheme } from '../../test/render.tsx';
import { usePopup } from './popup-context.ts';
import { PopupProvider } from './popup-provider.tsx';

function ShowSuccess() {
  const popup = usePopup();
  return (
    <Button
      onClick={() => popup.show({ type: 'success', title: 'Clase Rechazada', message: 'La clase fue rechazada.' })}
    >
      Rechazar
    </Button>
  );
}

async function openSuccess() {
  renderWithTheme(
    <PopupProvider>
      <ShowSuccess />
    </PopupProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
  return screen.findByRole('dialog', { name: 'Clase Rechazada' });
}

/** Closed, once its 200 ms fade-out has run. */
const gone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clase Rechazada' })).toBeNull());

describe('the success popup', () => {
  it('closes by itself after 3 s', async () => {
    fakeTimers();
    await openSuccess();
    await passTime(TIMINGS_MS.successPopupAutoClose - 100);
    expect(screen.queryByRole('dialog', { name: 'Clase Rechazada' })).not.toBeNull();
    await passTime(200);
    await gone();
  });

  it('waits while the pointer is on it, and closes 3 s after the pointer leaves', async () => {
    fakeTimers();
    await openSuccess();
    const ok = screen.getByRole('button', { name: 'Entendido' });
    fireEvent.pointerEnter(ok);
    await passTime(TIMINGS_MS.successPopupAutoClose * 3);
    expect(screen.queryByRole('dialog', { name: 'Clase Rechazada' })).not.toBeNull();
    fireEvent.pointerLeave(ok);
    await passTime(TIMINGS_MS.successPopupAutoClose - 100);
    expect(screen.queryByRole('dialog', { name: 'Clase Rechazada' })).not.toBeNull();
    await passTime(200);
    await gone();
  });

  it('stays for someone reading it with the keyboard until they close it', async () => {
    fakeTimers();
    await openSuccess();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Entendido' }), { key: 'Tab' });
    await passTime(TIMINGS_MS.successPopupAutoClose * 3);
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await gone();
  });
});
