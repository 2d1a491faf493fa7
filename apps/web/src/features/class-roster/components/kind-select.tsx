import { NativeSelect } from '@mantine/core';
import { ENROLMENT_KIND_LABELS, ENROLMENT_KINDS, type EnrolmentKind } from '@portal/domain/rules';
import { useCorrectKind } from '../../../api/class-admin.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/**
 * «Tipo de curso» of one enrolment, corrected by the administrator (docs/rules.md ELE-8): the server keeps a
 * curso especial as the student's only class of the summer and says so when it refuses.
 */
export function KindSelect({
  classId,
  studentId,
  name,
  kind,
}: {
  classId: number;
  studentId: number;
  name: string;
  kind: EnrolmentKind;
}) {
  const popup = usePopup();
  const correct = useCorrectKind();
  const correctOnce = useMutateOnce(correct);
  return (
    <NativeSelect
      size="xs"
      label="Tipo de curso"
      aria-label={`Tipo de curso de ${name}`}
      data={ENROLMENT_KINDS.map((k) => ({ value: k, label: ENROLMENT_KIND_LABELS[k] }))}
      value={kind}
      disabled={correct.isPending}
      maw={200}
      mt={4}
      onChange={(e) => {
        const next = e.currentTarget.value as EnrolmentKind;
        correctOnce(
          { classId, studentId, kind: next },
          {
            onSuccess: () =>
              popup.show({
                type: 'success',
                title: 'Tipo de curso corregido',
                message: `${name} cursa la materia como ${ENROLMENT_KIND_LABELS[next].toLowerCase()}.`,
              }),
            onError: (err) =>
              popup.show(
                failurePopup('Tipo de curso', err, 'No se pudo corregir el tipo de curso. Intenta nuevamente.'),
              ),
          },
        );
      }}
    />
  );
}
