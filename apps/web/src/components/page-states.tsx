import type { ReactNode } from 'react';
import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { CENTERED } from './centered.ts';
import { ErrorAlert } from './error-alert.tsx';

export function LoadingState({ label }: { label: string }) {
  return (
    <Box py="xl" style={CENTERED} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Box>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Reintentar',
  children,
}: {
  title: string;
  message?: string | null;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <ErrorAlert title={title}>
      <Stack gap="sm" align="flex-start">
        {message ? <Text fz="sm">{message}</Text> : null}
        {children}
        {onRetry ? (
          <Button variant="white" color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </Stack>
    </ErrorAlert>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Box py="xl" style={CENTERED}>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <Text fw={600}>{title}</Text>
        {description ? <Text c="dimmed">{description}</Text> : null}
        {action}
      </Stack>
    </Box>
  );
}
