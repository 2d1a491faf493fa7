import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailForward, IconRefresh, IconX } from '@tabler/icons-react';
import { INVITATION_STATE_LABELS, fullName } from '@portal/domain/rules';
import type { SentInvitation, TeacherApplication, TeacherInvitation } from '@portal/domain/schemas';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useInvitationBoard, useRevokeInvitation, useSendInvitation } from '../../../api/teachers.ts';
import { InvitationLink } from './invitation-link.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { useOneAtATime, useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

const STATE_TONES = { pending: 'navy', expired: 'yellow', used: 'teal', revoked: 'gray' } as const;
const date = (iso: string) => new Date(iso).toLocaleDateString('es-MX', { dateStyle: 'medium' });

function stateText(inv: TeacherInvitation | undefined): string {
  if (!inv) return 'Sin invitación';
  if (inv.state === 'pending') return `Pendiente · vence el ${date(inv.expires_at)}`;
  if (inv.state === 'used' && inv.used_at) return `Usada el ${date(inv.used_at)}: cuenta creada`;
  return INVITATION_STATE_LABELS[inv.state];
}

/** One accepted applicant: their invitation's state and what the admin can do with it. */
function InvitationRow({
  app,
  inv,
  busy,
  onSend,
  onRevoke,
}: {
  app: TeacherApplication;
  inv: TeacherInvitation | undefined;
  busy: boolean;
  onSend: (opener: HTMLElement) => void;
  onRevoke: (name: string) => void;
}) {
  const name = fullName({ ...app, maternal_surname: app.maternal_surname ?? '' });
  const used = inv?.state === 'used';
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Group justify="space-between" gap="sm" align="center">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {app.contact_email}
          </Text>
          <ToneBadge mt={4} tone={inv ? STATE_TONES[inv.state] : 'gray'} styles={{ label: { textTransform: 'none' } }}>
            {stateText(inv)}
          </ToneBadge>
        </div>
        {used ? null : (
          <Group gap="xs">
            <Button
              size="sm"
              mih={40}
              onClick={(event) => onSend(event.currentTarget)}
              disabled={busy}
              leftSection={inv ? <IconRefresh size={16} aria-hidden /> : <IconMailForward size={16} aria-hidden />}
              aria-label={`${inv ? 'Reenviar invitación a' : 'Invitar a'} ${name}`}
            >
              {inv ? 'Reenviar' : 'Invitar'}
            </Button>
            {inv && inv.state !== 'revoked' ? (
              <Button
                size="sm"
                mih={40}
                variant="outline"
                color="red.8"
                onClick={() => onRevoke(name)}
                disabled={busy}
                leftSection={<IconX size={16} aria-hidden />}
                aria-label={`Revocar invitación de ${name}`}
              >
                Revocar
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/**
 * "Invitar Profesores": every accepted application with its invitation — invite, resend
 * (a new link; the old one stops working) or revoke. A link just sent is shown once to copy.
 */
export function InvitationsPanel() {
  const { applications, invitations } = useInvitationBoard();
  const send = useSendInvitation();
  const revoke = useRevokeInvitation();
  const revokeOnce = useMutateOnce(revoke);
  const [sent, setSent] = useState<SentInvitation | null>(null);
  // The invitation a «Revocar» asks about: its link dies at once, so the admin confirms it first.
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const busy = send.isPending || revoke.isPending;
  // A double click on «Invitar» sends one link: a second would kill the first, the one shown to copy.
  const once = useOneAtATime();
  // The button pressed is disabled while its request is in flight, which drops the focus: the answer takes it
  // (the link to copy, or the refusal), and closing the link gives it back to that button.
  const opener = useRef<HTMLElement | null>(null);
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (send.error) refusal.current?.focus();
  }, [send.error]);
  const closeLink = () => {
    setSent(null);
    if (opener.current?.isConnected) opener.current.focus();
  };

  let body;
  if (applications.isPending || invitations.isPending) body = <LoadingState label="Cargando invitaciones..." />;
  else if (applications.isError || invitations.isError) {
    body = (
      <ErrorState
        title="No se pudieron cargar las invitaciones"
        message={userMessage(applications.error ?? invitations.error, 'Intenta nuevamente.')}
        onRetry={() => void Promise.all([applications.refetch(), invitations.refetch()])}
      />
    );
  } else if (applications.data.length === 0) {
    body = (
      <EmptyState
        title="No hay solicitudes aceptadas."
        description="Acepta una solicitud de profesor para poder invitar a esa persona."
      />
    );
  } else {
    const byApplication = new Map(invitations.data.map((i) => [i.id_application, i]));
    body = (
      <PlainList aria-label="Solicitudes aceptadas">
        {applications.data.map((app) => (
          <InvitationRow
            key={app.id}
            app={app}
            inv={byApplication.get(app.id)}
            busy={busy}
            onSend={(button) => {
              opener.current = button;
              setSent(null);
              once(() => send.mutateAsync(app.id).then(setSent));
            }}
            onRevoke={(name) => {
              setSent(null);
              send.reset();
              revoke.reset();
              const inv = byApplication.get(app.id);
              if (inv) setRevoking({ id: inv.id, name });
            }}
          />
        ))}
      </PlainList>
    );
  }

  return (
    <SectionCard
      titleId="teachers-invite"
      title="Invitar Profesores"
      description="Invita a quienes tienen una solicitud aceptada: reciben por correo un enlace para crear su cuenta de docente."
      gap="md"
    >
      {sent ? <InvitationLink sent={sent} onClose={closeLink} /> : null}
      {send.error ? (
        <ErrorAlert ref={refusal} tabIndex={-1}>
          {userMessage(send.error, 'No se pudo completar la acción. Intenta nuevamente.')}
        </ErrorAlert>
      ) : null}
      {body}
      <Dialog
        opened={revoking !== null}
        onClose={() => (revoke.isPending ? undefined : setRevoking(null))}
        title="Revocar invitación"
      >
        <Stack gap="md">
          <Text>
            El enlace que recibió <strong>{revoking?.name}</strong> dejará de funcionar. Podrás enviarle uno nuevo con
            «Reenviar».
          </Text>
          {/* A refusal (the link was used meanwhile) is said here, where the admin is; the dialog's focus rules
              give it the focus. */}
          {revoke.error ? (
            <ErrorAlert>
              {userMessage(revoke.error, 'No se pudo revocar la invitación. Intenta nuevamente.')}
            </ErrorAlert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRevoking(null)} disabled={revoke.isPending} data-autofocus>
              Volver
            </Button>
            <Button
              color="red.9"
              loading={revoke.isPending}
              onClick={() => {
                if (revoking) revokeOnce(revoking.id, { onSuccess: () => setRevoking(null) });
              }}
            >
              Revocar invitación
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </SectionCard>
  );
}
