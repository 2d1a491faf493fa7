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

/**
 * A sign-in card: its icon beside a title and a line under it, then the card's content. The page's own
 * card carries the page's h1; an `option` card is one of the ways in that /login offers, under an h2.
 */
export function SignInCard({
  icon,
  iconColor = 'navy',
  title,
  subtitle,
  option = false,
  children,
}: {
  icon: ReactNode;
  iconColor?: string;
  title: string;
  subtitle: string;
  option?: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding={option ? 'lg' : 'xl'} shadow="sm">
      <Stack gap={option ? 'sm' : 'lg'}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={option ? 44 : 48} radius="xl" color={iconColor} variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <div>
            {option ? (
              <Title order={2} fz="lg">
                {title}
              </Title>
            ) : (
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }} c="navy.8">
                {title}
              </Title>
            )}
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
