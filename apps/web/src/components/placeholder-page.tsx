import { Container, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Temporary screen for a route whose issue has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" c="navy.8">
        {title}
      </Title>
      <Text c="dimmed" mt="sm">
        Esta sección estará disponible próximamente.
      </Text>
    </Container>
  );
}
