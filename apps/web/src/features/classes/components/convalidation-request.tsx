import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { convalidationReasonProblem, formRule } from '@portal/domain/rules';
import { useRequestConvalidation } from '../../../api/convalidation-request.ts';
import { useMyConvalidations } from '../../../api/eligibility.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';

interface ReasonForm {
  reason: string;
}

const reasonRule = formRule<ReasonForm>(({ reason }) => ({ reason: convalidationReasonProblem(reason) ?? undefined }));

/**
 * A subject of another career (docs/rules.md ELE-4): the student asks the academic coordination for its
 * convalidation from the class; they may enrol once it is approved (they hear it in their notices).
 */
export function ConvalidationRequest({
  classId,
  subjectId,
  onDone,
}: {
  classId: number;
  subjectId: number | undefined;
  onDone: () => void;
}) {
  const auth = useAuth();
  const studentId = auth.user?.type === 'student' ? auth.user.studentData?.id_student : undefined;
  // The student's own requests are read for the class browser already (cached): the answer shows here.
  const mine = useMyConvalidations(studentId).data?.find((c) => c.subject.id_subject === subjectId);
  const popup = usePopup();
  const request = useRequestConvalidation();
  const once = useOneAtATime();
  const form = useValidatedForm(reasonRule, { defaultValues: { reason: '' } });
  const send = ({ reason }: ReasonForm) =>
    once(() =>
      request.mutateAsync({ classId, reason: reason.trim() }).then(
        () => {
          onDone();
          popup.show({
            type: 'success',
            title: 'Convalidación solicitada',
            message: 'La coordinación académica revisará tu solicitud. Te avisaremos cuando la resuelva.',
          });
        },
        (err: unknown) =>
          popup.show(failurePopup('Convalidación', err, 'No se pudo enviar la solicitud. Intenta nuevamente.')),
      ),
    );
  if (mine?.status === 'pendiente')
    return (
      <Alert color="navy" variant="light" title="Convalidación solicitada">
        La coordinación académica está revisando tu solicitud. Te avisaremos cuando la resuelva.
      </Alert>
    );
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate>
      <Stack gap="xs">
        {mine?.status === 'rechazada' ? (
          <Alert color="red" variant="outline" title="Tu convalidación fue rechazada">
            {mine.decision_reason ? `Motivo: ${mine.decision_reason} ` : ''}Puedes solicitarla otra vez.
          </Alert>
        ) : null}
        <Textarea
          label="¿Por qué necesitas cursar esta materia?"
          autosize
          minRows={2}
          maxLength={500}
          error={form.formState.errors.reason?.message}
          disabled={request.isPending}
          {...form.register('reason')}
        />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-end' }}>
          Solicitar convalidación
        </Button>
      </Stack>
    </form>
  );
}
