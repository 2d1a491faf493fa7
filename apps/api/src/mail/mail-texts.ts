/** What students hear about; the waitlist adds `enrolment.promoted`. */
export type NotificationKind =
  | 'class.approved'
  | 'class.rejected'
  | 'class.started'
  | 'class.cancelled'
  | 'enrolment.removed_by_admin'
  | 'enrolment.enrolled_by_admin'
  | 'enrolment.promoted'
  | 'class.leader';

export interface NotificationParams {
  subject: string;
  /** The reason of a rejection or a cancellation; the comment of an approval. */
  reason?: string | null;
}

/** The Spanish title and text of a notification (the mail's subject and first paragraph too). */
export function notificationText(kind: NotificationKind, p: NotificationParams): { title: string; body: string } {
  const cls = `la clase de «${p.subject}»`;
  const why = p.reason ? ` Motivo: ${p.reason}` : '';
  switch (kind) {
    case 'class.approved':
      return {
        title: `Clase aprobada: ${p.subject}`,
        body: `Tu clase de «${p.subject}» fue aprobada.${p.reason ? ` Comentario: ${p.reason}` : ''}`,
      };
    case 'class.rejected':
      return { title: `Clase rechazada: ${p.subject}`, body: `Tu clase de «${p.subject}» fue rechazada.${why}` };
    case 'class.started':
      return { title: `Clase iniciada: ${p.subject}`, body: `Tu clase de «${p.subject}» ha comenzado.` };
    case 'class.cancelled':
      return { title: `Clase cancelada: ${p.subject}`, body: `Tu clase de «${p.subject}» fue cancelada.${why}` };
    case 'enrolment.removed_by_admin':
      return { title: `Baja de ${p.subject}`, body: `Un administrador te quitó de ${cls}.` };
    case 'enrolment.enrolled_by_admin':
      return { title: `Inscripción en ${p.subject}`, body: `Un administrador te inscribió en ${cls}.` };
    case 'enrolment.promoted':
      return { title: `Lugar en ${p.subject}`, body: `Obtuviste un lugar en ${cls} desde la lista de espera.` };
    case 'class.leader':
      return { title: `Jefe de grupo de ${p.subject}`, body: `Ahora eres jefe de grupo de ${cls}.` };
  }
}
