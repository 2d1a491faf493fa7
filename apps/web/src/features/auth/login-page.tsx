import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconSchool } from '@tabler/icons-react';
import { SignInCard, SignInFrame } from '../../components/sign-in-frame.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

// Most people here are students: the staff form (and the form library under it) loads when someone
// reaches for "Entrar como personal", so the page's first load stays light (docs/decisions/009-first-paint.md).
const loadStaffForm = () => import('./components/staff-login-form.tsx');
const StaffLoginForm = lazy(() => loadStaffForm().then((m) => ({ default: m.StaffLoginForm })));

type Option = 'choose' | 'staff';

/** The two ways in, as their cards present them. */
const STUDENT_CARD = {
  icon: <IconSchool size={26} />,
  iconColor: 'turquesa.8',
  title: 'Soy estudiante',
  subtitle: 'Entra con tu cuenta institucional en una ventana emergente.',
};
const STAFF_CARD = {
  icon: <IconBriefcase size={24} />,
  iconColor: 'navy',
  title: 'Soy personal del instituto',
  subtitle: 'Administración y docentes: correo y contraseña.',
};

/** Where staff go after signing in here: the caller's path (?redirect= or navigation state), else the dashboard. */
function staffTarget(search: string, state: unknown): string {
  const fromState = (state as { from?: unknown } | null)?.from;
  const fromQuery = new URLSearchParams(search).get('redirect');
  const target = typeof fromState === 'string' ? fromState : fromQuery;
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.adminDashboard;
}

/** /login: students sign in with the institutional account (popup); staff with email and password. */
export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const { loginStudent } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [option, setOption] = useState<Option>('choose');
  const [studentState, setStudentState] = useState<'idle' | 'pending' | 'failed'>('idle');

  const studentButton = useRef<HTMLButtonElement>(null);
  // Once the popup is gone without a sign-in, the focus goes back to the button as soon as it is enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (studentState === 'pending' || !refocus.current) return;
    refocus.current = false;
    studentButton.current?.focus();
  }, [studentState]);
  const signInStudent = async () => {
    setStudentState('pending');
    try {
      if (await loginStudent()) {
        navigate(paths.myCourses, { replace: true });
        return;
      }
      // Closed the popup: the button is theirs again at once, with the focus on it.
      refocus.current = true;
      setStudentState('idle');
    } catch (err) {
      // docs/rules.md ACC-10: student sign-in errors are logged; we also say so gently.
      console.warn('Inicio de sesión institucional no completado', err);
      refocus.current = true;
      setStudentState('failed');
    }
  };

  return (
    // The body colour: Mantine's `bg` prop outweighed the grey this page also set (see SignInFrame).
    <SignInFrame width={520} plainBackground>
      <div>
        <Title order={1} c="navy.8">
          Iniciar sesión
        </Title>
        <Text c="dimmed" mt={4}>
          Cursos de Verano del Instituto Tecnológico
        </Text>
      </div>

      {option === 'choose' ? (
        <Stack gap="md">
          <SignInCard option {...STUDENT_CARD}>
            {studentState === 'failed' ? (
              <Alert color="yellow" variant="light" role="status">
                No se completó el inicio de sesión. Revisa que tu navegador permita ventanas emergentes e inténtalo de
                nuevo.
              </Alert>
            ) : null}
            <Button
              ref={studentButton}
              size="md"
              onClick={signInStudent}
              disabled={studentState === 'pending'}
              fullWidth
            >
              {studentState === 'pending'
                ? 'Esperando la ventana de inicio de sesión...'
                : 'Entrar con cuenta institucional'}
            </Button>
          </SignInCard>
          <SignInCard option {...STAFF_CARD}>
            <Button
              size="md"
              variant="outline"
              onPointerEnter={() => void loadStaffForm()}
              onFocus={() => void loadStaffForm()}
              onClick={() => setOption('staff')}
              fullWidth
            >
              Entrar como personal
            </Button>
          </SignInCard>
        </Stack>
      ) : (
        <Card withBorder radius="lg" padding="lg" shadow="sm">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Acceso para personal
            </Title>
            <Suspense fallback={<Loader size="sm" role="status" aria-label="Cargando el acceso para personal" />}>
              <StaffLoginForm
                onCancel={() => setOption('choose')}
                cancelLabel="Volver"
                onSuccess={() => navigate(staffTarget(location.search, location.state), { replace: true })}
              />
            </Suspense>
          </Stack>
        </Card>
      )}

      <Text fz="sm" c="dimmed">
        ¿Problemas para entrar? Comunícate con el área de soporte técnico del Centro de Cómputo del instituto.
      </Text>
    </SignInFrame>
  );
}
