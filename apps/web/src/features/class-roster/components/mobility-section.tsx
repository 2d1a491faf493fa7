import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CLASS_MOBILITY_SEATS } from '@portal/domain/constants';
import { mobilityStudentBodySchema, type MobilityStudentBody, type MobilityStudentInput } from '@portal/domain/schemas';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { useAddMobilityStudent, useMobilityStudents } from '../../../api/mobility-students.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useSubmitOnce } from '../../../lib/use-one-at-a-time.ts';

const EMPTY: MobilityStudentInput = {
  name: '',
  paternalSurname: '',
  maternalSurname: '',
  institute: '',
  email: '',
  phone: '',
  controlNumber: '',
};

const FIELDS: { key: keyof MobilityStudentInput; label: string; required: boolean; type?: string }[] = [
  { key: 'name', label: 'Nombre', required: true },
  { key: 'paternalSurname', label: 'Apellido paterno', required: true },
  { key: 'maternalSurname', label: 'Apellido materno', required: false },
  { key: 'institute', label: 'Instituto de origen', required: true },
  { key: 'email', label: 'Correo electrónico', required: true, type: 'email' },
  { key: 'phone', label: 'Teléfono (con lada)', required: true, type: 'tel' },
  { key: 'controlNumber', label: 'Número de control en su instituto', required: true },
];

/**
 * The 5 mobility places of a class: the students of other institutes in them, marked
 * "Movilidad", and the admin's form to enrol one more. They never take a regular seat.
 */
export function MobilitySection({ classId, locked }: { classId: number; locked: boolean }) {
  const list = useMobilityStudents(classId);
  const add = useAddMobilityStudent(classId);
  // A double tap or Enter pressed twice sends one request, and a late second tap does not check the cleared form.
  const submitOnce = useSubmitOnce();
  const popup = usePopup();
  const form = useValidatedForm(mobilityStudentBodySchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const taken = list.data?.taken ?? 0;
  const full = taken >= CLASS_MOBILITY_SEATS;

  const submit = (body: MobilityStudentBody) => {
    return add.mutateAsync(body).then(
      () =>
        new Promise<void>((seen) => {
          form.reset(EMPTY);
          popup.show({
            type: 'success',
            title: 'Estudiante de movilidad inscrito',
            message: 'Ocupa uno de los lugares de movilidad.',
            onClose: seen,
          });
        }),
      (err: unknown) => popup.show(failurePopup('No se pudo inscribir', err, 'Intenta nuevamente.')),
    );
  };

  return (
    <SectionCard
      titleId="mobility-title"
      title={
        <>
          Estudiantes de movilidad ({taken} de {CLASS_MOBILITY_SEATS})
        </>
      }
      shadow="xs"
    >
      <Text fz="sm" c="dimmed">
        Lugares extra para estudiantes de otros institutos: no ocupan lugares regulares ni cuentan para el máximo de 2
        inscripciones.
      </Text>
      {(list.data?.data ?? []).length > 0 ? (
        <PlainList gap="xs">
          {list.data!.data.map((m) => (
            <Card component="li" key={m.id} withBorder radius="md" padding="sm">
              <Group gap={6} wrap="wrap">
                <Text fw={700} c="navy.8">
                  {[m.name, m.paternal_surname, m.maternal_surname].filter(Boolean).join(' ')}
                </Text>
                <Badge color="grape" c="grape.9" variant="light" tt="none">
                  Movilidad
                </Badge>
              </Group>
              <Text fz="sm" c="dimmed">
                {m.institute} · {m.control_number} · {m.email}
              </Text>
            </Card>
          ))}
        </PlainList>
      ) : null}
      {!locked && !full ? (
        <form
          onSubmit={submitOnce(form.handleSubmit(submit))}
          noValidate
          aria-label="Inscribir estudiante de movilidad"
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {FIELDS.map((f) => (
                <TextInput
                  key={f.key}
                  label={f.label}
                  type={f.type ?? 'text'}
                  required={f.required}
                  maxLength={100}
                  error={errors[f.key]?.message}
                  {...form.register(f.key)}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending}>
                Inscribir de movilidad
              </Button>
            </Group>
          </Stack>
        </form>
      ) : full ? (
        <Text fz="sm">No quedan lugares de movilidad en esta clase.</Text>
      ) : null}
    </SectionCard>
  );
}
