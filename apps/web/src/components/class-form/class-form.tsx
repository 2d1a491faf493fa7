import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { HeldClass } from '@portal/domain/rules';
import type { ClassDetail } from '@portal/domain/schemas';
import { useSubjects } from '../../api/catalog.ts';
import { usePopup } from '../popup/popup-context.ts';
import { classFormRule } from './class-form-rule.ts';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import {
  classFormDefaults,
  createClassErrorPopup,
  toCreateClassRequest,
  type ClassFormMode,
  type ClassFormValues,
  type CreatingStudent,
  type ResponsibleCandidate,
} from './class-form-values.ts';
import { useCreateClass } from '../../api/class-writes.ts';
import { ClashWarning } from './clash-warning.tsx';
import { DetailsFieldset } from './details-fieldset.tsx';
import { ResponsibleFieldset } from './responsible-fieldset.tsx';
import { ScheduleFieldset } from './schedule-fieldset.tsx';
import { SubjectFieldset } from './subject-fieldset.tsx';
import { ValidationAlert } from '../validation-alert.tsx';
import { useMutateOnce } from '../../lib/use-one-at-a-time.ts';

const SUCCESS_MESSAGE: Record<ClassFormMode, string> = {
  student:
    'Tu propuesta se envió a revisión de la administración. En Mis Cursos verás su estado y el aviso cuando sea aprobada.',
  // An admin's class starts pending like any other: open to student enrolment (docs/rules.md REV-1) and in the
  // review queue, where the admin approves it once it has its students.
  admin:
    'La clase está Pendiente: ya admite inscripciones y aparece en «Pendientes» de Aprobar Clases, donde la apruebas cuando esté lista.',
};

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
  /** Student mode: the classes the student holds, so the form warns of a schedule clash. */
  held?: readonly HeldClass[];
}

/**
 * The class-creation form (docs/rules.md CLA-1–CLA-14), shared by /create-class (student) and the admin
 * dashboard's "Crear Clases" (admin). The rules are `classFormProblems` from the domain — the same
 * the API applies —: a submit marks every invalid field at once, under the field, and moves the focus
 * to the first one; popups are only for what the server answers. Each section of the form is a
 * fieldset in a file of its own.
 */
export function ClassForm({
  mode,
  student = null,
  disabled = false,
  headingLevel = 2,
  responsibleCandidates = null,
  onCreated,
  held = [],
}: ClassFormProps) {
  const popup = usePopup();
  const subjects = useSubjects();
  const creation = useCreateClass();
  // A double tap or Enter pressed twice sends one request.
  const creationOnce = useMutateOnce(creation);
  const form = useValidatedForm(classFormRule(mode), { defaultValues: classFormDefaults(new Date()) });
  const { errors } = form.formState;
  const errorOf = (field: keyof ClassFormValues) => errors[field]?.message;
  const fieldset = { form, errorOf, headingLevel };

  const submit = (values: ClassFormValues) => {
    if (mode === 'student' && !student) {
      popup.show({
        type: 'error',
        title: 'Error de estudiante',
        message: ERROR_MESSAGES.studentProfileRequiredToCreate,
      });
      return;
    }
    creationOnce(toCreateClassRequest(values, mode, student), {
      onSuccess: (created) => {
        popup.show({ type: 'success', title: '¡Clase creada exitosamente!', message: SUCCESS_MESSAGE[mode] });
        form.reset(classFormDefaults(new Date()));
        onCreated?.(created);
      },
      onError: (err) => popup.show({ type: 'error', ...createClassErrorPopup(err) }),
    });
  };

  // Admin mode: the chosen responsible student's career orders the subjects.
  const responsibleId = form.watch('responsibleStudentId');
  const responsibleCareer =
    responsibleCandidates?.find((c) => String(c.id) === String(responsibleId).trim())?.careerId ?? null;

  const pending = creation.isPending;
  const noSubjects = subjects.isSuccess && subjects.data.length === 0;

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
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
          <SubjectFieldset
            {...fieldset}
            careerId={mode === 'student' ? (student?.id_career ?? null) : responsibleCareer}
            whose={mode === 'student' ? 'student' : 'responsible'}
          />
          <ScheduleFieldset {...fieldset} mode={mode} disabled={disabled || pending} />
          {mode === 'student' ? <ClashWarning control={form.control} held={held} /> : null}
          <DetailsFieldset {...fieldset} mode={mode} />
          {mode === 'admin' ? <ResponsibleFieldset {...fieldset} candidates={responsibleCandidates} /> : null}
          <ValidationAlert count={form.formState.isSubmitted ? Object.keys(errors).length : 0} />
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
