import { Box, Loader, Stack, Text } from '@mantine/core';
import { CENTERED } from '../../components/centered.ts';

/** What a guarded area shows while it finds out who is signed in (or while signing out). */
export function GuardStatus({ label }: { label: string }) {
  return (
    <Box component="main" mih="100dvh" p="lg" style={CENTERED}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader color="navy" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Box>
  );
}

/**
 * A status over the page (the page stays mounted underneath, inert): the student's sign-out popup is
 * open, and the page must be back at once if they stay.
 */
export function GuardOverlay({ label }: { label: string }) {
  return (
    <Box
      pos="fixed"
      inset={0}
      p="lg"
      style={{ ...CENTERED, zIndex: 400, background: 'rgba(245, 247, 251, 0.94)' }}
      role="status"
      aria-live="polite"
    >
      <Stack align="center" gap="sm">
        <Loader color="navy" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Box>
  );
}
