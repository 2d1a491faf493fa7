import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  COORDINATION_MESSAGES,
  EVALUATION_COMMENT_MAX,
  EVALUATION_SCALE,
  isEvaluationScores,
  weekdayDayMonth,
} from '@portal/domain/rules';
import type { EvaluationForm } from '@portal/domain/schemas';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useAnswerEvaluation, useEvaluationForm } from '../../../api/coordination.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/**
 * The anonymous evaluation of the class's teacher (docs/rules.md COO-5), on the student's course card:
 * a button while it is open and unanswered, a thank-you once answered, nothing otherwise.
 */
export default function TeacherEvaluation({ classId, name }: { classId: number; name: string }) {
  const form = useEvaluationForm(classId);
  const [open, setOpen] = useState(false);
  if (!form.data) return null;
  if (form.data.answered) {
    return (
      <Text fz="sm" c="teal.9" role="status">
        Evaluación docente enviada. Gracias.
      </Text>
    );
  }
  if (!form.data.open) return null;
  return (
    <>
      <Alert color="blue" variant="light" p="sm" title="Evaluación docente abierta">
        <Stack gap="xs">
          <Text fz="sm">
            Responde de forma anónima hasta el {weekdayDayMonth(form.data.closes)}. Tu nombre no se guarda con tus
            respuestas.
          </Text>
          <Button
            onClick={() => setOpen(true)}
            mih={44}
            style={{ alignSelf: 'flex-start' }}
            aria-label={`Evaluar al docente de ${name}`}
          >
            Evaluar a tu docente
          </Button>
        </Stack>
      </Alert>
      <Dialog opened={open} onClose={() => setOpen(false)} title={`Evaluación docente: ${name}`} size="lg">
        <EvaluationQuestions classId={classId} form={form.data} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function EvaluationQuestions({ classId, form, onDone }: { classId: number; form: EvaluationForm; onDone: () => void }) {
  const answer = useAnswerEvaluation(classId);
  const answerOnce = useMutateOnce(answer);
  const [scores, setScores] = useState<(number | null)[]>(() => form.questions.map(() => null));
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const complete = isEvaluationScores(scores);
  const submit = () => {
    setTried(true);
    if (!complete) return;
    answerOnce({ scores, comment: comment.trim() === '' ? null : comment }, { onSuccess: onDone });
  };
  return (
    <Stack gap="md">
      <Text fz="sm">
        Califica cada afirmación del 1 al 5:{' '}
        {EVALUATION_SCALE.map((s) => `${s.value} = ${s.label.toLowerCase()}`).join('; ')}.
        {form.teacher ? ` Docente: ${form.teacher}.` : ''}
      </Text>
      {form.questions.map((q, i) => (
        <Radio.Group
          key={q}
          label={`${i + 1}. ${q}`}
          value={scores[i] === null ? null : String(scores[i])}
          onChange={(v) => setScores((s) => s.map((x, j) => (j === i ? Number(v) : x)))}
          error={tried && scores[i] === null ? 'Elige una respuesta.' : undefined}
          withAsterisk
        >
          <Group gap="md" mt={6}>
            {EVALUATION_SCALE.map((s) => (
              <Radio
                key={s.value}
                value={String(s.value)}
                label={String(s.value)}
                aria-label={`${s.value}: ${s.label}`}
                size="md"
              />
            ))}
          </Group>
        </Radio.Group>
      ))}
      <Textarea
        label="Comentario (opcional)"
        maxLength={EVALUATION_COMMENT_MAX}
        autosize
        minRows={2}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      {tried && !complete ? (
        <Text c="red.8" fz="sm">
          {COORDINATION_MESSAGES.scoresInvalid}
        </Text>
      ) : null}
      {answer.error ? (
        <ErrorAlert>{userMessage(answer.error, 'No se pudo enviar. Intenta nuevamente.')}</ErrorAlert>
      ) : null}
      <Button onClick={submit} loading={answer.isPending} mih={44}>
        Enviar evaluación
      </Button>
    </Stack>
  );
}
