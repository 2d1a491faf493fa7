import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { Subject } from '@portal/domain/schemas';
import { ToneBadge } from '../../../../components/tone-badge.tsx';

/**
 * One subject of the catalogue: its clave, credits, hours and careers, whether it is authorised for summer
 * (a switch: the summer catalogue gains or loses it), «Editar» and «Retirar» / «Restaurar» (nothing is deleted;
 * its classes keep their history).
 */
export function SubjectCard({
  subject,
  busy,
  onSummer,
  onRetire,
  onEdit,
}: {
  subject: Subject;
  busy: boolean;
  onSummer: (summer: boolean) => void;
  onRetire: (retired: boolean) => void;
  onEdit: () => void;
}) {
  const titleId = `materia-${subject.id_subject}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} c="navy.8" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {subject.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {subject.clave} · {subject.credits} créditos · {subject.hours} h/semana
            </Text>
          </div>
          {subject.retired ? (
            <ToneBadge tone="gray" style={{ flexShrink: 0 }}>
              Retirada
            </ToneBadge>
          ) : subject.summer ? (
            <ToneBadge tone="teal" style={{ flexShrink: 0 }}>
              En verano
            </ToneBadge>
          ) : (
            <ToneBadge tone="yellow" style={{ flexShrink: 0 }}>
              No autorizada
            </ToneBadge>
          )}
        </Group>
        <Text fz="sm">
          <Text span fw={600}>
            Carreras:{' '}
          </Text>
          {subject.Careers.map((c) => c.name).join(', ') || 'Ninguna'}
        </Text>
        <Group justify="space-between" gap="sm">
          <Switch
            label="Autorizada para verano"
            checked={subject.summer}
            disabled={busy || subject.retired}
            onChange={(e) => onSummer(e.currentTarget.checked)}
            aria-label={`Autorizada para verano: ${subject.name}`}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              disabled={busy}
              onClick={onEdit}
              aria-label={`Editar ${subject.name}`}
            >
              Editar
            </Button>
            <Button
              size="compact-sm"
              variant={subject.retired ? 'light' : 'default'}
              color={subject.retired ? undefined : 'red'}
              disabled={busy}
              onClick={() => onRetire(!subject.retired)}
              aria-label={`${subject.retired ? 'Restaurar' : 'Retirar'} ${subject.name}`}
            >
              {subject.retired ? 'Restaurar' : 'Retirar'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
