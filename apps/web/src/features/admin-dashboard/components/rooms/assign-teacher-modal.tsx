import { useMemo, useState } from 'react';
import { Button, Select, Text } from '@mantine/core';
import { IconChalkboardTeacher } from '@tabler/icons-react';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../../components/class-card/index.ts';
import { Fact } from '../../../../components/fact.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { userMessage } from '../../../../lib/api-client.ts';
import { useActiveTeachers, useAssignTeacher } from '../../../../api/teachers.ts';
import { useAssignmentOptions } from '../../../../api/rooms.ts';
import { AssignDialog, PickerOption, RefusalAlert } from './assign-dialog.tsx';
import { periodLoadText, teacherFilter } from './teacher-text.ts';
import { useMutateOnce } from '../../../../lib/use-one-at-a-time.ts';

/**
 * "Asignar docente" for one approved or active class: an active teacher account chosen from a list
 * searchable by name or email (each with how many other classes it teaches in the period). The
 * server's refusal (the teacher "se empalma" with another class at that time) is shown as it says it.
 */
export function AssignTeacherModal({ cls, onClose }: { cls: ClassItem | null; onClose: () => void }) {
  const popup = usePopup();
  const teachers = useActiveTeachers(cls !== null);
  const verdicts = useAssignmentOptions(cls?.id_class ?? null);
  const assign = useAssignTeacher();
  const assignOnce = useMutateOnce(assign);
  const [staffId, setStaffId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  // Another class starts with its own teacher chosen, and no refusal.
  if ((cls?.id_class ?? null) !== shownId) {
    setShownId(cls?.id_class ?? null);
    setStaffId(cls?.teacher ? String(cls.teacher.id_user) : null);
    setRefusal(null);
  }

  const clashOf = useMemo(
    () => new Map((verdicts.data?.teachers ?? []).map((v) => [String(v.id_user), v.clash])),
    [verdicts.data],
  );
  // Teachers free at the class's hours first: the likely choice is at the top.
  const list = useMemo(
    () =>
      [...(teachers.data ?? [])].sort(
        (a, b) => Number(clashOf.has(String(a.id_user))) - Number(clashOf.has(String(b.id_user))),
      ),
    [teachers.data, clashOf],
  );
  const filter = useMemo(() => teacherFilter(list), [list]);
  const options = list.map((t) => ({ value: String(t.id_user), label: t.name }));
  const chosen = list.find((t) => String(t.id_user) === staffId);
  const unchanged = staffId !== null && staffId === String(cls?.teacher?.id_user ?? '');
  // Known before sending: a teacher busy at those hours would be refused.
  const busyAtThatTime = staffId !== null ? (clashOf.get(staffId) ?? null) : null;
  const shownRefusal = refusal ?? busyAtThatTime;

  const busy = assign.isPending;
  const send = () => {
    if (!cls || !staffId) return;
    assignOnce(
      { classId: cls.id_class, staffId: Number(staffId) },
      {
        onSuccess: ({ teacher }) => {
          onClose();
          popup.show({
            type: 'success',
            title: 'Docente asignado',
            message: `Se asignó a ${teacher.name} como docente de ${classTitle(cls)}.`,
          });
        },
        onError: (err) => setRefusal(userMessage(err, 'No se pudo asignar el docente. Intenta nuevamente.')),
      },
    );
  };

  return (
    <AssignDialog
      cls={cls}
      title="Asignar docente"
      busy={busy}
      onClose={onClose}
      columns={3}
      facts={(cls) => <Fact label="Docente actual">{cls.teacher ? cls.teacher.name : 'Sin docente'}</Fact>}
      actions={
        <Button loading={busy} disabled={!staffId || unchanged || busyAtThatTime !== null} onClick={send}>
          Asignar docente
        </Button>
      }
    >
      {(cls) => (
        <>
          <Select
            label="Docente"
            placeholder={teachers.isPending ? 'Cargando docentes...' : 'Busca por nombre o correo'}
            data={options}
            value={staffId}
            searchable
            filter={filter}
            nothingFoundMessage="Ningún docente activo coincide"
            leftSection={<IconChalkboardTeacher size={18} aria-hidden />}
            description={
              chosen ? (
                <>
                  {chosen.email}
                  <br />
                  {periodLoadText(chosen, cls.period, cls.id_class)}
                </>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { overflowWrap: 'anywhere' } }}
            renderOption={({ option }) => {
              const teacher = list.find((t) => String(t.id_user) === option.value);
              return (
                <PickerOption
                  label={option.label}
                  detail={
                    teacher
                      ? `${teacher.email} · ${periodLoadText(teacher, cls.period, cls.id_class)}${clashOf.has(option.value) ? ' · Ocupado a esa hora' : ''}`
                      : null
                  }
                  wrap
                />
              );
            }}
            error={teachers.isError ? userMessage(teachers.error, 'No se pudieron cargar los docentes.') : undefined}
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
            onChange={(v) => {
              setStaffId(v);
              setRefusal(null);
            }}
          />
          {teachers.isSuccess && options.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Aún no hay cuentas de docentes activas: invita a los docentes en «Gestión de Profesores».
            </Text>
          ) : null}
          {shownRefusal ? (
            <RefusalAlert title={refusal ? 'No se asignó el docente' : 'Este docente está ocupado a esa hora'}>
              {shownRefusal}
            </RefusalAlert>
          ) : null}
        </>
      )}
    </AssignDialog>
  );
}
