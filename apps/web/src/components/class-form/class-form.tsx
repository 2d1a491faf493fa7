import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Alert,
  Button,
  Chip,
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp } from '@tabler/icons-react';
import { selectableYears } from '@portal/domain/constants';
import {
  classFormProblem,
  CLASS_FORM_TITLES,
  endTimeOptions,
  SHIFTS,
  SHIFT_NAMES,
  startTimeOptions,
  WEEKDAYS,
  type Shift,
} from '@portal/domain/rules';
import type { ClassDetail } from '@portal/domain/schemas';
import { useSubjects } from '../../lib/catalog.ts';
import { usePopup } from '../popup/popup-context.ts';
import {
  classFormDefaults,
  createClassErrorPopup,
  keepValidTimes,
  responsibleStudentProblem,
  toClassFormInput,
  toCreateClassRequest,
  type ClassFormMode,
  type ClassFormValues,
  type CreatingStudent,
  type ResponsibleCandidate,
} from './class-form-values.ts';
import { useCreateClass } from './create-class-request.ts';
import { subjectFilter } from '../subject-filter.ts';

const DESCRIPTION_MAX = 500;

/** Which input a class-form problem points at (the key is read-only: the subject is what to fix). */
const PROBLEM_FIELD: Record<string, keyof ClassFormValues> = {
  subjectId: 'subjectId',
  clave: 'subjectId',
  period: 'period',
  shift: 'shift',
  startTime: 'startTime',
  endTime: 'endTime',
  schedule: 'dayIds',
  whatsappLink: 'whatsappLink',
};

const SUCCESS_MESSAGE: Record<ClassFormMode, string> = {
  student:
    'Tu propuesta se envió a revisión de la administración. En Mis Cursos verás su estado y el aviso cuando sea aprobada.',
  admin: 'La clase quedó disponible para inscripciones.',
};

const timeOptions = (times: string[]) => [
  { value: '', label: 'Selecciona' },
  ...times.map((t) => ({ value: t, label: t })),
];

export interface ClassFormProps {
  /** 'student': the signed-in student proposes it and leads it; 'admin': the optional responsible student. */
  mode: ClassFormMode;
  /** Student mode: the signed-in student's record; without one the form answers "Error de estudiante". */
  student?: CreatingStudent | null;
  /** The whole form is read-only (a student who already has 2 enrolments). */
  disabled?: boolean;
  /** The level of the section headings inside the form. */
  headingLevel?: 2 | 3;
  /** Admin mode: registered students to pick the responsible one from (id, control number and phone get filled). */
  responsibleCandidates?: readonly ResponsibleCandidate[] | null;
  onCreated?: (created: ClassDetail) => void;
}

/**
 * The class-creation form of spec §3/§5, shared by /create-class (student) and the admin
 * dashboard's "Crear Clases" (admin). The rules are `classFormProblem` from the domain — the same
 * the API applies — shown in popups under the spec's titles.
 */
export function ClassForm({
  mode,
  student = null,
  disabled = false,
  headingLevel = 2,
  responsibleCandidates = null,
  onCreated,
}: ClassFormProps) {
  const popup = usePopup();
  const subjects = useSubjects();
  const creation = useCreateClass();
  const years = useMemo(() => selectableYears(new Date()), []);
  const { control, register, handleSubmit, setValue, getValues, reset } = useForm<ClassFormValues>({
    defaultValues: classFormDefaults(new Date()),
  });
  const [invalid, setInvalid] = useState<{ field: keyof ClassFormValues; message: string } | null>(null);
  const [shift, startTime, description, responsibleId] = useWatch({
    control,
    name: ['shift', 'startTime', 'description', 'responsibleStudentId'],
  });
  const candidateOptions = useMemo(
    () => (responsibleCandidates ?? []).map((c) => ({ value: String(c.id), label: c.label })),
    [responsibleCandidates],
  );
  const errorOf = (field: keyof ClassFormValues) => (invalid?.field === field ? invalid.message : undefined);

  const subjectOptions = useMemo(
    () => (subjects.data ?? []).map((s) => ({ value: String(s.id_subject), label: `${s.name} · ${s.clave}` })),
    [subjects.data],
  );

  const submit = (values: ClassFormValues) => {
    if (mode === 'student' && !student) {
      popup.show({
        type: 'error',
        title: 'Error de estudiante',
        message: 'No se encontraron datos de estudiante. Debes estar registrado como estudiante para crear una clase.',
      });
      return;
    }
    const problem = classFormProblem(toClassFormInput(values, mode));
    if (problem) {
      setInvalid({ field: PROBLEM_FIELD[problem.field] ?? 'subjectId', message: problem.message });
      popup.show({ type: 'warning', title: CLASS_FORM_TITLES[problem.kind], message: problem.message });
      return;
    }
    const responsible = responsibleStudentProblem(values, mode);
    if (responsible) {
      setInvalid({ field: 'responsibleStudentId', message: responsible });
      popup.show({ type: 'warning', title: 'Error de validación', message: responsible });
      return;
    }
    creation.mutate(toCreateClassRequest(values, mode, student), {
      onSuccess: (created) => {
        popup.show({ type: 'success', title: '¡Clase creada exitosamente!', message: SUCCESS_MESSAGE[mode] });
        reset(classFormDefaults(new Date()));
        onCreated?.(created);
      },
      onError: (err) => popup.show({ type: 'error', ...createClassErrorPopup(err) }),
    });
  };

  const pending = creation.isPending;
  const noSubjects = subjects.isSuccess && subjects.data.length === 0;

  return (
    <form onSubmit={handleSubmit(submit)} onChange={() => invalid && setInvalid(null)} noValidate>
      <Fieldset variant="unstyled" disabled={disabled || pending} p={0} m={0}>
        <Stack gap="xl">
          {noSubjects ? (
            <Alert
              color="yellow"
              variant="light"
              title="Sin materias disponibles"
              icon={<IconAlertTriangle aria-hidden />}
            >
              No hay materias registradas para crear una clase.
            </Alert>
          ) : null}

          <Stack gap="sm">
            <Title order={headingLevel} size="h5" c="navy.8">
              Materia
            </Title>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Controller
                  control={control}
                  name="subjectId"
                  render={({ field }) => (
                    <Select
                      label="Materia"
                      withAsterisk
                      placeholder={subjects.isPending ? 'Cargando materias...' : 'Busca por nombre o clave'}
                      searchable
                      clearable
                      data={subjectOptions}
                      filter={subjectFilter}
                      limit={100}
                      nothingFoundMessage="Ninguna materia coincide"
                      error={
                        errorOf('subjectId') ??
                        (subjects.isError ? 'No se pudieron cargar las materias. Recarga la página.' : undefined)
                      }
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        const chosen = subjects.data?.find((s) => String(s.id_subject) === value);
                        setValue('clave', chosen?.clave ?? '');
                        if (invalid) setInvalid(null);
                      }}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="Clave" readOnly placeholder="Se llena con la materia" {...register('clave')} />
              </Grid.Col>
            </Grid>
          </Stack>

          <Stack gap="sm">
            <Title order={headingLevel} size="h5" c="navy.8">
              Periodo y horario
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label="Año académico"
                withAsterisk
                data={years.map((y) => ({ value: String(y), label: String(y) }))}
                error={errorOf('period')}
                {...register('period')}
              />
              <div>
                <Text component="span" id={`${mode}-shift-label`} fz="sm" fw={500} display="block" mb={4}>
                  Turno
                </Text>
                <Controller
                  control={control}
                  name="shift"
                  render={({ field }) => (
                    <SegmentedControl
                      aria-labelledby={`${mode}-shift-label`}
                      fullWidth
                      size="md"
                      color="navy"
                      data={SHIFT_NAMES.map((s) => ({ value: s, label: SHIFTS[s].label }))}
                      value={field.value}
                      onChange={(value) => {
                        const next = value as Shift;
                        field.onChange(next);
                        const kept = keepValidTimes(next, getValues('startTime'), getValues('endTime'));
                        setValue('startTime', kept.startTime);
                        setValue('endTime', kept.endTime);
                      }}
                    />
                  )}
                />
                <Text fz="xs" c="dimmed" mt={6}>
                  {SHIFTS[shift].label}: de {SHIFTS[shift].start} a {SHIFTS[shift].end}, en intervalos de 30 minutos.
                </Text>
              </div>
              <NativeSelect
                label="Hora de inicio"
                withAsterisk
                data={timeOptions(startTimeOptions(shift))}
                error={errorOf('startTime') ?? errorOf('shift')}
                {...register('startTime', {
                  onChange: (e: { target: { value: string } }) =>
                    setValue('endTime', keepValidTimes(shift, e.target.value, getValues('endTime')).endTime),
                })}
              />
              <NativeSelect
                label="Hora de fin"
                withAsterisk
                data={timeOptions(endTimeOptions(shift, startTime || null))}
                error={errorOf('endTime')}
                {...register('endTime')}
              />
            </SimpleGrid>
            <div>
              <Text component="span" id={`${mode}-days-label`} fz="sm" fw={500} display="block" mb={6}>
                Días de clase{' '}
                <Text span c="red" aria-hidden>
                  *
                </Text>
              </Text>
              <Controller
                control={control}
                name="dayIds"
                render={({ field }) => (
                  <Chip.Group multiple value={field.value} onChange={field.onChange}>
                    <Group
                      gap="xs"
                      role="group"
                      aria-labelledby={`${mode}-days-label`}
                      aria-describedby={errorOf('dayIds') ? `${mode}-days-error` : undefined}
                    >
                      {WEEKDAYS.map((d) => (
                        <Chip
                          key={d.id}
                          value={String(d.id)}
                          size="md"
                          color="navy"
                          variant="outline"
                          disabled={disabled || pending}
                          styles={{ label: { height: 44, paddingInline: 18 } }}
                        >
                          {d.name}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                )}
              />
              {errorOf('dayIds') ? (
                <Text id={`${mode}-days-error`} c="red.9" fz="sm" mt={6}>
                  {errorOf('dayIds')}
                </Text>
              ) : null}
            </div>
          </Stack>

          <Stack gap="sm">
            <Title order={headingLevel} size="h5" c="navy.8">
              Detalles
            </Title>
            <Textarea
              label="Motivo"
              description="¿Por qué se necesita esta clase? (opcional)"
              autosize
              minRows={3}
              maxLength={DESCRIPTION_MAX}
              {...register('description')}
            />
            <Text fz="xs" c="dimmed" ta="right" mt={-6} aria-live="polite">
              {description.length}/{DESCRIPTION_MAX}
            </Text>
            <TextInput
              label="Enlace del grupo de WhatsApp"
              withAsterisk={mode === 'student'}
              description={
                mode === 'student'
                  ? 'Como jefe de grupo, comparte la invitación a tu grupo (https://chat.whatsapp.com/...).'
                  : 'Opcional: la invitación al grupo de la clase (https://chat.whatsapp.com/...).'
              }
              type="url"
              inputMode="url"
              placeholder="https://chat.whatsapp.com/..."
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              error={errorOf('whatsappLink')}
              {...register('whatsappLink')}
            />
          </Stack>

          {mode === 'admin' ? (
            <Stack gap="sm">
              <div>
                <Title order={headingLevel} size="h5" c="navy.8">
                  Estudiante responsable (opcional)
                </Title>
                <Text fz="sm" c="dimmed">
                  Si indicas un estudiante, quedará inscrito como jefe de grupo.
                </Text>
              </div>
              {responsibleCandidates ? (
                <Select
                  label="Buscar estudiante"
                  description="Por nombre o número de control; llena los tres campos de abajo."
                  placeholder="Escribe para buscar"
                  searchable
                  clearable
                  data={candidateOptions}
                  limit={50}
                  nothingFoundMessage="Ningún estudiante coincide"
                  value={candidateOptions.some((o) => o.value === responsibleId.trim()) ? responsibleId.trim() : null}
                  onChange={(value) => {
                    const chosen = responsibleCandidates.find((c) => String(c.id) === value);
                    setValue('responsibleStudentId', chosen ? String(chosen.id) : '');
                    setValue('responsibleControlNumber', chosen?.controlNumber ?? '');
                    setValue('responsiblePhone', chosen?.phone ?? '');
                    if (invalid) setInvalid(null);
                  }}
                />
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <TextInput
                  label="ID del estudiante"
                  inputMode="numeric"
                  error={errorOf('responsibleStudentId')}
                  {...register('responsibleStudentId')}
                />
                <TextInput label="Número de control" {...register('responsibleControlNumber')} />
                <TextInput label="Teléfono" type="tel" inputMode="tel" {...register('responsiblePhone')} />
              </SimpleGrid>
            </Stack>
          ) : null}

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={pending} disabled={disabled} fullWidth={false}>
              {mode === 'student' ? 'Proponer clase' : 'Crear clase'}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
