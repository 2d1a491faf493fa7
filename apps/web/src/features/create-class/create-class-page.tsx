import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconStar } from '@tabler/icons-react';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { CREATION_LIMIT_MESSAGE } from '@portal/domain/rules';
import { AccessNotice, SignInRequired } from '../../components/access-notice.tsx';
import { ClassForm } from '../../components/class-form/index.ts';
import { LoadingState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import type { StudentData } from '../../lib/auth/types.ts';
import { countingOf, useMyClasses } from '../../api/enrolments.ts';
import { usePeriods } from '../../api/periods.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LeaderModal } from './components/leader-modal.tsx';

const LIMIT_MESSAGE = CREATION_LIMIT_MESSAGE;

function Page({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {children}
    </Container>
  );
}

function Header({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} size="h2" c="navy.8">
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}

function FormCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      {children}
    </Card>
  );
}

/** A registered student proposes a class: the leader modal first, and never past 2 enrolments. */
function StudentCreation({ student }: { student: StudentData }) {
  const navigate = useNavigate();
  const myClasses = useMyClasses(student.id_student);
  const periods = usePeriods();
  const [accepted, setAccepted] = useState(false);
  const [declined, setDeclined] = useState(false);
  // Accepted: the form to fill takes the focus the dialog had (not the page's body) — the form itself, so
  // its first field (a searchable list, which opens when focused) waits for the student's Tab.
  const form = useRef<HTMLElement>(null);
  useEffect(() => {
    if (accepted) form.current?.focus();
  }, [accepted]);

  if (myClasses.isPending) return <LoadingState label="Revisando tus inscripciones..." />;
  // The limit is per summer: a proposal is for the current summer.
  const atLimit = countingOf(myClasses.data, periods.data?.current).length >= MAX_ENROLMENTS_PER_STUDENT;
  const creatingStudent = {
    id_student: student.id_student,
    control_number: student.control_number,
    phone: student.phone,
    id_career: student.id_career,
  };

  if (atLimit) {
    return (
      <Stack gap="lg">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Límite de inscripciones">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{LIMIT_MESSAGE}</Text>
            <Button component={Link} to={paths.myCourses} variant="white" color="navy" size="sm">
              Ver mis cursos
            </Button>
          </Stack>
        </Alert>
        <FormCard>
          <ClassForm mode="student" student={creatingStudent} disabled />
        </FormCard>
      </Stack>
    );
  }

  return (
    <>
      <LeaderModal
        opened={!accepted && !declined}
        onAccept={() => setAccepted(true)}
        onCancel={() => setDeclined(true)}
      />
      {accepted ? (
        <Stack gap="lg">
          {myClasses.isError ? (
            <Alert color="yellow" variant="light" title="No se pudieron revisar tus inscripciones">
              Puedes continuar: el servidor verificará que no superes el máximo de 2.
            </Alert>
          ) : null}
          <section ref={form} tabIndex={-1} aria-label="Tu propuesta de clase" style={{ outline: 'none' }}>
            <FormCard>
              <ClassForm
                mode="student"
                student={creatingStudent}
                held={countingOf(myClasses.data)}
                onCreated={() => navigate(paths.myCourses)}
              />
            </FormCard>
          </section>
        </Stack>
      ) : declined ? (
        <AccessNotice
          headingLevel={2}
          icon={<IconStar size={28} />}
          title="Serás el jefe de grupo"
          message="Para proponer una clase debes aceptar las responsabilidades de jefe de grupo."
          action={
            // The dialog that just closed had the focus: it lands on the way back, not on the page's body.
            <Button autoFocus onClick={() => setDeclined(false)}>
              Ver responsabilidades
            </Button>
          }
        />
      ) : null}
    </>
  );
}

/** /create-class: students propose a class (and lead it); admins create one directly (docs/architecture.md, Screens). */
export function CreateClassPage() {
  usePageTitle('Crear Curso');
  const auth = useAuth();
  const user = auth.user;

  if (auth.status === 'loading') {
    return (
      <Page>
        <LoadingState label="Verificando tu acceso..." />
      </Page>
    );
  }

  if (!user) {
    return (
      <Page>
        <SignInRequired message="Debes iniciar sesión para crear clases." />
      </Page>
    );
  }

  if (user.type === 'staff' && auth.isAdmin) {
    return (
      <Page>
        <Stack gap="lg">
          <Header
            title="Crear Clase"
            subtitle="La clase nace Pendiente: admite inscripciones y la apruebas desde «Pendientes» del panel."
          />
          <FormCard>
            <ClassForm mode="admin" />
          </FormCard>
        </Stack>
      </Page>
    );
  }

  if (user.type !== 'student' || !user.studentData) {
    return (
      <Page>
        <AccessNotice
          title="Acceso restringido"
          message={ERROR_MESSAGES.classCreatorOnly}
          action={
            <Button component={Link} to={paths.profile}>
              Ir a Mi Perfil
            </Button>
          }
        />
      </Page>
    );
  }

  return (
    <Page>
      <Stack gap="lg">
        <Header
          title="Crear Curso"
          subtitle="Propón la materia que necesitas este verano. La administración revisará tu propuesta."
        />
        <StudentCreation student={user.studentData} />
      </Stack>
    </Page>
  );
}
