import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StudentUser } from '../../../lib/auth/types.ts';
import { InfoItem } from './info-item.tsx';

/** Name, surnames and email as the institutional account gives them (read-only here). */
export function PersonalInfoCard({ user }: { user: StudentUser }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" c="navy.8">
            Información personal
          </Title>
          <Text fz="sm" c="dimmed">
            Estos datos vienen de tu cuenta institucional.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
          <InfoItem label="Nombre" value={user.name} />
          <InfoItem label="Apellido paterno" value={user.paternal_surname} />
          <InfoItem label="Apellido materno" value={user.maternal_surname} />
          <InfoItem label="Correo institucional" value={user.email} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
