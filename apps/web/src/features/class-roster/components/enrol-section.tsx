import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Loader, Select, Stack, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { StudentListItem } from '@portal/domain/schemas';
import { ErrorState } from '../../../components/page-states.tsx';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { formRule, fullName } from '@portal/domain/rules';
import { enrolBodyFor } from '../../../api/class-admin.ts';
import { useEnrol } from '../../../api/enrolments.ts';
import { candidateLabel, enrolProblem, matchesStudentSearch } from '../roster-view.ts';
import { ValidationAlert } from '../../../components/validation-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useSubmitOnce } from '../../../lib/use-one-at-a-time.ts';

interface EnrolForm {
  studentId: string | null;
}

/**
 * Enrol a student (docs/architecture.md, Screens; docs/rules.md INS-10): a searchable dropdown of the students not yet in the class (full name
 * or control number, case-insensitive), 'Inscribir Estudiante' / 'Inscribiendo...'; a missing choice is
 * shown under the field, the server's answer in a popup. Disabled when the class no longer accepts changes (the page says why).
 */
export function EnrolSection({
  classId,
  candidates,
  loading,
  loadError,
  onRetry,
  locked,
}: {
  classId: number;
  candidates: readonly StudentListItem[];
  loading: boolean;
  loadError: boolean;
  onRetry: () => void;
  locked: boolean;
}) {
  const popup = usePopup();
  const enrol = useEnrol();
  // A double tap or Enter pressed twice sends one request, and a late second tap does not check the cleared form.
  const submitOnce = useSubmitOnce();
  // The choice must be one of the students offered (docs/rules.md INS-10).
  const enrolRule = formRule<EnrolForm>(({ studentId }) => {
    const check = enrolProblem(classId, studentId, candidates);
    return { studentId: 'message' in check ? check.message : null };
  });
  const form = useValidatedForm(enrolRule, { defaultValues: { studentId: null } });
  const byValue = useMemo(() => new Map(candidates.map((s) => [String(s.id_student), s])), [candidates]);
  const options = useMemo(
    () => candidates.map((s) => ({ value: String(s.id_student), label: candidateLabel(s) })),
    [candidates],
  );
  const filter: OptionsFilter = ({ options: shown, search, limit }) =>
    (shown as ComboboxItem[])
      .filter((o) => {
        const student = byValue.get(o.value);
        return student ? matchesStudentSearch(student, search) : false;
      })
      .slice(0, limit);

  const submit = ({ studentId }: EnrolForm) => {
    const check = enrolProblem(classId, studentId, candidates);
    if ('message' in check) return; // the resolver has shown it
    const name = fullName(check.student.user);
    return enrol.mutateAsync(enrolBodyFor(classId, check.student)).then(
      () =>
        new Promise<void>((seen) => {
          form.reset({ studentId: null });
          popup.show({
            type: 'success',
            title: 'Estudiante Inscrito',
            message: `${name} ha sido inscrito exitosamente.`,
            onClose: seen,
          });
        }),
      (err: unknown) => popup.show(failurePopup('Error al Inscribir', err, 'No se pudo inscribir al estudiante.')),
    );
  };

  return (
    <SectionCard titleId="roster-enrol-title" title="Inscribir estudiante" shadow="xs">
      {loadError ? (
        <ErrorState title="Error al cargar estudiantes disponibles." onRetry={onRetry} />
      ) : (
        <form noValidate onSubmit={submitOnce(form.handleSubmit(submit))}>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="studentId"
              render={({ field, fieldState }) => (
                <Select
                  label="Estudiante"
                  description="Busca por nombre completo o número de control."
                  placeholder={loading ? 'Cargando estudiantes...' : 'Nombre o número de control'}
                  searchable
                  clearable
                  data={options}
                  filter={filter}
                  limit={50}
                  renderOption={({ option }) => {
                    const student = byValue.get(option.value);
                    return (
                      <div>
                        <Text fz="sm" fw={600}>
                          {student ? fullName(student.user) : option.label}
                        </Text>
                        {student ? (
                          <Text fz="xs" c="dimmed">
                            {[student.control_number, student.career?.name].filter(Boolean).join(' · ')}
                          </Text>
                        ) : null}
                      </div>
                    );
                  }}
                  nothingFoundMessage="Ningún estudiante disponible coincide"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  disabled={locked || loading || enrol.isPending}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <ValidationAlert
              title="Error de Validación"
              count={form.formState.isSubmitted && form.formState.errors.studentId ? 1 : 0}
            />
            <Button
              type="submit"
              leftSection={
                enrol.isPending ? (
                  <Loader size={16} color="currentColor" aria-hidden />
                ) : (
                  <IconUserPlus size={18} aria-hidden />
                )
              }
              disabled={locked || loading || enrol.isPending}
            >
              {enrol.isPending ? 'Inscribiendo...' : 'Inscribir Estudiante'}
            </Button>
            {!loading && candidates.length === 0 && !locked ? (
              <Text fz="sm" c="dimmed">
                Todos los estudiantes registrados ya están inscritos en esta clase.
              </Text>
            ) : null}
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
