import type { ReactNode } from 'react';
import { Anchor, Box, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { InstitutionBrand } from './institution-brand.tsx';

/**
 * The page of the sign-in screens (/login, /staff/login, the teacher invitation): no site header, the
 * institute's brand and "Volver al inicio" above the page's own content, in a narrow column.
 * `plainBackground` keeps the body colour instead of the light grey.
 */
export function SignInFrame({
  width,
  plainBackground = false,
  children,
}: {
  width: number;
  plainBackground?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      mih="100dvh"
      py={{ base: 'lg', sm: 48 }}
      style={{ background: plainBackground ? 'var(--mantine-color-body)' : '#f5f7fb' }}
    >
      <Container size={width}>
        <Stack gap="lg">
          <InstitutionBrand />
          <Anchor component={Link} to={paths.home} c="navy.8" fw={600} style={{ alignSelf: 'flex-start' }}>
            <Group gap={6} mih={44}>
              <IconArrowLeft size={18} aria-hidden /> Volver al inicio
            </Group>
          </Anchor>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A sign-in card: its icon beside the page's title and a line under it, then the card's content. */
export function SignInCard({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="navy" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <div>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} c="navy.8">
              {title}
            </Title>
            <Text fz="sm" c="dimmed">
              {subtitle}
            </Text>
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
