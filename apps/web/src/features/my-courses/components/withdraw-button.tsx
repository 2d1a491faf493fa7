import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useWithdraw } from '../../../api/enrolments.ts';
import { failurePopup } from '../../../components/popup/failure-popup.ts';

// Mantine's Modal is code "Mis Cursos" does not show at first: it loads with the first "Darme de baja".
const WithdrawDialog = lazy(() => import('./withdraw-dialog.tsx').then((m) => ({ default: m.WithdrawDialog })));

/** "Darme de baja" of a pending class, with a confirmation first. */
export function WithdrawButton({ classId, name }: { classId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const withdraw = useWithdraw();
  const popup = usePopup();
  // Awaited rather than mutate's callbacks: the refetch that follows removes this class's card (and
  // this button) from "Mis Cursos", and callbacks of an unmounted mutate never run — nor would the popup.
  const confirm = async () => {
    try {
      await withdraw.mutateAsync(classId);
      setOpen(false);
      popup.show({
        type: 'success',
        title: 'Baja registrada',
        message: `Te diste de baja de ${name}. Tu lugar quedó libre.`,
      });
    } catch (err) {
      setOpen(false);
      popup.show(failurePopup('No se pudo dar de baja', err, 'No se pudo completar la baja. Intenta nuevamente.'));
    }
  };
  return (
    <>
      <Button
        variant="default"
        color="red.9"
        leftSection={<IconLogout2 size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`Darme de baja de ${name} (clase ${classId})`}
        style={{ flex: '1 1 auto' }}
      >
        Darme de baja
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <WithdrawDialog
            opened={open}
            name={name}
            pending={withdraw.isPending}
            onCancel={() => setOpen(false)}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
