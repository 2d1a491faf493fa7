import { useState } from 'react';
import { useRevealOnMount } from '../../lib/use-reveal-on-mount.ts';
import { Link, useParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { APPLICATION_MESSAGES } from '@portal/domain/rules';
import { toTeacherApplicationBody, type TeacherApplicationFormValues } from '@portal/domain/schemas';
import { paths } from '../../config/paths.ts';
import { ApiError, hasErrorCode, userMessage } from '../../lib/api-client.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicClass } from '../../api/classes.ts';
import { useSubmitApplication } from '../../api/teacher-applications.ts';
import { ApplicationForm } from './components/application-form.tsx';
import { RequestedClass, RequestedClassLoading, RequestedClassProblem } from './components/requested-class.tsx';

/** The route's class id: a positive integer, or null when absent or malformed. */
function parseClassId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /solicitud-impartir-clase/{classId?}: a visitor applies to teach (a class). */
export function ApplicationFormPage() {
  usePageTitle('Solicitud para impartir clase');
  const { classId: rawClassId } = useParams();
  const classId = parseClassId(rawClassId);
  const requested = usePublicClass(classId);
  const submit = useSubmitApplication();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form's button sits low on a phone: the answer must come into view and take the focus.
  const revealSuccess = useRevealOnMount<HTMLDivElement>();

  const classMissing =
    (rawClassId !== undefined && classId === null) ||
    (requested.error instanceof ApiError && requested.error.status === 404);

  const once = useOneAtATime();
  function send(values: TeacherApplicationFormValues) {
    const body = toTeacherApplicationBody(values, classMissing ? null : classId);
    once(() =>
      submit.mutateAsync(body).then(
        () => setSentTo(values.contactEmail),
        (err: unknown) => {
          // Already received (a repeat that crossed the first, a second tab): what they asked for is done.
          if (hasErrorCode(err, 'DUPLICATE_APPLICATION')) setSentTo(values.contactEmail);
        },
      ),
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" c="navy.8">
            Solicitud para impartir clase
          </Title>
          <Text c="dimmed">
            ¿Te interesa impartir un curso de verano? Déjanos tus datos y tu CV; la coordinación académica revisará tu
            solicitud y te contactará.
          </Text>
        </Stack>

        {rawClassId !== undefined ? (
          classMissing ? (
            <RequestedClassProblem notFound />
          ) : requested.isPending ? (
            <RequestedClassLoading />
          ) : requested.data ? (
            <RequestedClass item={requested.data} />
          ) : (
            <RequestedClassProblem notFound={false} />
          )
        ) : null}

        {sentTo ? (
          <Alert
            ref={revealSuccess}
            tabIndex={-1}
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={APPLICATION_MESSAGES.success}
            role="status"
            styles={{
              // teal-9 on teal-0 meets WCAG AA; the default light alert (teal-1) does not.
              root: { background: 'var(--mantine-color-teal-0)' },
              title: { color: 'var(--mantine-color-teal-9)', fontSize: 'var(--mantine-font-size-md)' },
            }}
          >
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">Te escribiremos a {sentTo} cuando la coordinación revise tu solicitud.</Text>
              <Button component={Link} to={paths.home} variant="white">
                Volver al inicio
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <ApplicationForm
              submitting={submit.isPending}
              serverError={
                submit.isError && !sentTo ? userMessage(submit.error, APPLICATION_MESSAGES.submitFailed) : null
              }
              onSubmit={send}
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
