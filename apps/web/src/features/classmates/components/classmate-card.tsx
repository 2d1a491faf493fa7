import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { formatPhone10 } from '@portal/domain/rules';
import { LeaderBadge } from '../../../components/leader-badge.tsx';
import { PaymentBadge } from '../../../components/payment-badge.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { PlacePaymentBadge } from '../../../components/place-payment-badge.tsx';
import { CashRecord } from './cash-record.tsx';
import type { Classmate, EnrolmentPayment } from '@portal/domain/schemas';
import { classmateCareer, classmateName } from '../classmates-view.ts';
import { initials } from '../../../lib/initials.ts';

const NOT_AVAILABLE = 'No disponible';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline" justify="space-between">
      <Text component="dt" fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz="sm"
        fw={500}
        ta="right"
        c={value ? undefined : 'dimmed'}
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {value ?? NOT_AVAILABLE}
      </Text>
    </Group>
  );
}

/** A classmate: name, leader badge, control number, career, phone (XXX) XXX-XXXX, email, call and mail links. */
export function ClassmateCard({
  mate,
  isMe,
  payment,
  classId,
}: {
  mate: Classmate;
  isMe: boolean;
  /** Only for the class's group leader, who sees who has paid and records cash they received. */
  payment?: EnrolmentPayment | undefined;
  classId?: number;
}) {
  const place = payment?.place ?? null;
  const name = classmateName(mate);
  const phone = mate.student.phone?.replace(/\D/g, '') ?? '';
  const email = mate.student.user.email;
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="article" aria-label={name}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar radius="xl" size={48} color={mate.group_leader ? 'turquesa' : 'navy'} variant="light" aria-hidden>
            {initials(name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text component="h3" fw={700} c="navy.8" m={0} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Group gap={6} mt={2}>
              {mate.group_leader ? <LeaderBadge /> : null}
              {place ? (
                <PlacePaymentBadge status={place.status} />
              ) : payment ? (
                <PaymentBadge status={payment.status} />
              ) : null}
              {isMe ? (
                <ToneBadge tone="navy" size="sm">
                  Tú
                </ToneBadge>
              ) : null}
            </Group>
          </div>
        </Group>
        <Stack gap={6} component="dl" m={0}>
          <Row label="No. de control" value={mate.student.control_number || null} />
          <Row label="Carrera" value={classmateCareer(mate)} />
          <Row label="Teléfono" value={formatPhone10(phone)} />
          <Row label="Correo" value={email || null} />
        </Stack>
        {place?.cashFolio ? (
          <Text fz="xs" c="dark.6">
            Efectivo, recibo {place.cashFolio}
          </Text>
        ) : null}
        {place && classId && (place.status === 'pendiente' || place.status === 'rechazado') ? (
          <CashRecord classId={classId} paymentId={place.id} name={name} />
        ) : null}
        <Group gap="xs" mt="auto" grow>
          {phone ? (
            <Button
              component="a"
              href={`tel:${phone.length > 10 ? '+' : ''}${phone}`}
              variant="light"
              leftSection={<IconPhone size={16} aria-hidden />}
              aria-label={`Llamar a ${name}`}
            >
              Llamar
            </Button>
          ) : null}
          {email ? (
            <Button
              component="a"
              href={`mailto:${email}`}
              variant="light"
              leftSection={<IconMail size={16} aria-hidden />}
              aria-label={`Enviar correo a ${name}`}
            >
              Correo
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
