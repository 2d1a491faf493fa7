import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { LoadingState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

// Loaded when the page opens (it shares the payments' chunk), as the dashboard's «Retenciones» is.
const HoldsSection = lazy(() =>
  import('../../components/holds/holds-section.tsx').then((m) => ({ default: m.HoldsSection })),
);

/**
 * /staff/retenciones (docs/rules.md ELE-5): Recursos Financieros puts a hold on a student who owes money and
 * lifts it once paid, with the administration's own section (a teacher goes back to their classes).
 */
export function FinanceHoldsPage() {
  usePageTitle('Retenciones');
  const { user } = useAuth();
  if (user?.type === 'staff' && user.role === 'teacher') return <Navigate to={paths.teacherClasses} replace />;
  return (
    <AreaPageContainer>
      <Stack gap="lg" py="lg">
        <Stack gap={4}>
          <Title order={1} c="navy.8">
            Retenciones
          </Title>
          <Text>
            Un estudiante con una retención no puede inscribirse ni proponer clases; conserva las que ya tiene.
          </Text>
        </Stack>
        <Suspense fallback={<LoadingState label="Cargando retenciones..." />}>
          <HoldsSection />
        </Suspense>
      </Stack>
    </AreaPageContainer>
  );
}
