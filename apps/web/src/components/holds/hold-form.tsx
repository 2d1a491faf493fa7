import { useMemo, useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { fullName, holdReasonProblem } from '@portal/domain/rules';
import { useRegisteredStudents } from '../../api/students.ts';
import { usePlaceHold } from '../../api/holds-admin.ts';
import { usePopup } from '../popup/popup-context.ts';
import { userMessage } from '../../lib/api-client.ts';
import { useMutateOnce } from '../../lib/use-one-at-a-time.ts';

const STUDENT_REQUIRED = 'Elige al estudiante.';

/**
 * «Poner una retención»: the student (searched by name or control number) and the reason, which the
 * student will read when they try to enrol (docs/rules.md ELE-5).
 */
export function HoldForm() {
  const popup = usePopup();
  const students = useRegisteredStudents();
  const place = usePlaceHold();
  // A double tap or Enter pressed twice sends one request.
  const placeOnce = useMutateOnce(place);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ student?: string; reason?: string }>({});

  const options = useMemo(
    () =>
      (students.data ?? []).map((s) => ({
        value: String(s.id_student),
        label: `${fullName(s.user)} · ${s.control_number}`,
      })),
    [students.data],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      student: studentId ? undefined : STUDENT_REQUIRED,
      reason: holdReasonProblem(reason) ?? undefined,
    };
    setErrors(found);
    if (found.student || found.reason) return;
    const label = options.find((o) => o.value === studentId)?.label ?? '';
    placeOnce(
      { studentId: Number(studentId), reason: reason.trim() },
      {
        onSuccess: () => {
          setStudentId(null);
          setReason('');
          popup.show({
            type: 'success',
            title: 'Retención puesta',
            message: `${label.split(' · ')[0]} no podrá inscribirse hasta que levantes la retención.`,
          });
        },
        onError: (err) => setErrors({ reason: userMessage(err, 'No se pudo poner la retención. Intenta nuevamente.') }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Estudiante"
          withAsterisk
          searchable
          placeholder={students.isPending ? 'Cargando estudiantes...' : 'Nombre o número de control'}
          nothingFoundMessage="Ningún estudiante coincide."
          data={options}
          value={studentId}
          onChange={setStudentId}
          error={errors.student ?? (students.isError ? 'No se pudieron cargar los estudiantes.' : undefined)}
          limit={50}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Motivo"
          withAsterisk
          description="El estudiante lo leerá al intentar inscribirse."
          placeholder="Adeudo en Recursos Financieros"
          autosize
          minRows={2}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={place.isPending}>
            Poner retención
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
