import { INSTITUTION } from '@portal/domain/institution';
import { INSTITUTE_ZONE } from '@portal/domain/rules';

/**
 * Every mail's wording, in one place: what each one says (subject, greeting, paragraphs) and how every
 * mail greets and signs. `render-mail.ts` lays a `MailText` out as plain text and HTML; the in-app
 * notifications read their title and text from here too (they are the mail's subject and first paragraph).
 */

/** What a mail says, before it is laid out. */
export interface MailText {
  subject: string;
  /** Who it greets by name; none: a plain greeting. */
  greetingName?: string | null;
  paragraphs: string[];
}

/** How every mail opens, closes and names the portal in its subject. */
export const MAIL_FRAME = {
  greeting: (name?: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
  subject: (subject: string) => `${subject} — ${INSTITUTION.name}`,
  signature: [INSTITUTION.unit, INSTITUTION.name] as const,
};

/** What students hear about; the waitlist adds `enrolment.promoted`. */
export type NotificationKind =
  | 'class.approved'
  | 'class.rejected'
  | 'class.started'
  | 'class.cancelled'
  | 'enrolment.removed_by_admin'
  | 'enrolment.enrolled_by_admin'
  | 'enrolment.promoted'
  | 'waitlist.offered'
  | 'waitlist.offer_reminder'
  | 'waitlist.offer_expired'
  | 'class.starts_tomorrow'
  | 'class.schedule_changed'
  | 'class.leader'
  | 'class.at_risk'
  | 'convalidation.approved'
  | 'convalidation.refused'
  | 'class.grades_published'
  | 'payment.opened'
  | 'payment.reminder'
  | 'payment.validated'
  | 'payment.rejected'
  | 'payment.expired'
  | 'payment.credited'
  | 'payment.refunded'
  | 'coordination.progress_due'
  | 'coordination.attendance_missing'
  | 'coordination.warning'
  | 'coordination.attendance_report'
  | 'evaluation.open'
  | 'interest.class_proposed'
  | 'interest.class_approved';

export interface NotificationParams {
  subject: string;
  /** The reason of a rejection or a cancellation; the comment of an approval; a payment's terms. */
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
    case 'class.grades_published':
      return {
        title: `Calificación publicada: ${p.subject}`,
        body: `Se cerró el acta de «${p.subject}»: tu calificación y tu constancia ya están en «Mis Cursos».`,
      };
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
    case 'waitlist.offered':
      return {
        title: `Lugar disponible en ${p.subject}`,
        body: `Se liberó un lugar en ${cls} y está apartado para ti ${p.reason ?? ''}. Acéptalo o recházalo en «Mis Cursos»; si no respondes, pasa al siguiente de la lista.`,
      };
    case 'waitlist.offer_reminder':
      return {
        title: `Tu lugar en ${p.subject} vence pronto`,
        body: `El lugar apartado para ti en ${cls} vence ${p.reason ?? 'pronto'}. Acéptalo en «Mis Cursos» antes de que pase al siguiente de la lista.`,
      };
    case 'waitlist.offer_expired':
      return {
        title: `Venció tu lugar en ${p.subject}`,
        body: `El plazo para aceptar el lugar en ${cls} venció y pasó al siguiente de la lista de espera.`,
      };
    case 'class.starts_tomorrow':
      return {
        title: `Mañana empieza ${p.subject}`,
        body: `Tu clase de «${p.subject}» empieza mañana.${p.reason ? ` ${p.reason}` : ''}`,
      };
    case 'class.schedule_changed':
      return {
        title: `Cambio en ${p.subject}`,
        body: `Cambió ${p.reason ?? 'el horario'} de ${cls}. Tu calendario se actualiza solo; revisa el detalle en «Mis Cursos».`,
      };
    case 'class.leader':
      return { title: `Jefe de grupo de ${p.subject}`, body: `Ahora eres jefe de grupo de ${cls}.` };
    case 'convalidation.approved':
      return {
        title: `Convalidación aprobada: ${p.subject}`,
        body: `La coordinación académica aprobó tu convalidación de «${p.subject}»: ya puedes inscribirte en ${cls}.${why}`,
      };
    case 'convalidation.refused':
      return {
        title: `Convalidación rechazada: ${p.subject}`,
        body: `La coordinación académica rechazó tu convalidación de «${p.subject}».${why}`,
      };
    case 'class.at_risk':
      return {
        title: `Clase en riesgo: ${p.subject}`,
        body: `La inscripción cerró y ${cls} no alcanzó el mínimo de inscritos${p.reason ? ` (${p.reason})` : ''}: está en riesgo de no abrirse. La coordinación académica decidirá si se aprueba.`,
      };
    case 'payment.opened':
      return {
        title: `Pago de ${p.subject}`,
        body: `Tu lugar en ${cls} está confirmado. ${p.reason ?? ''} Consulta tu referencia y la ficha de pago en «Mis Cursos».`.replace(
          '  ',
          ' ',
        ),
      };
    case 'payment.reminder':
      return {
        title: `Recordatorio de pago: ${p.subject}`,
        body: `Tu pago de ${cls} vence pronto. ${p.reason ?? ''} Si no se valida a tiempo, se libera tu lugar.`.replace(
          '  ',
          ' ',
        ),
      };
    case 'payment.validated':
      return { title: `Pago validado: ${p.subject}`, body: `Recursos Financieros validó tu pago de ${cls}.` };
    case 'payment.rejected':
      return {
        title: `Comprobante rechazado: ${p.subject}`,
        body: `Recursos Financieros rechazó tu comprobante de pago de ${cls}.${why} Puedes subir otro en «Mis Cursos».`,
      };
    case 'payment.expired':
      return {
        title: `Pago vencido: ${p.subject}`,
        body: `El plazo para pagar ${cls} venció sin un pago validado y se liberó tu lugar.`,
      };
    case 'coordination.progress_due':
      return {
        title: `Reporta el avance: ${p.subject}`,
        body: `Falta el reporte semanal de avance de ${cls}${p.reason ? ` (${p.reason})` : ''}. Repórtalo en «Mis Clases».`,
      };
    case 'coordination.attendance_missing':
      return {
        title: `Pasa lista: ${p.subject}`,
        body: `Hay sesiones de ${cls} sin asistencia registrada${p.reason ? ` (${p.reason})` : ''}. Pasa lista en «Mis Clases».`,
      };
    case 'coordination.warning':
      return {
        title: `Advertencia de la coordinación: ${p.subject}`,
        body: `La coordinación académica registró una advertencia sobre ${cls}.${why}`,
      };
    case 'coordination.attendance_report':
      return {
        title: `Reporte de asistencia: ${p.subject}`,
        body: `Terminaron dos semanas más de clases${p.reason ? ` (${p.reason})` : ''}: el reporte de asistencia de cada clase en curso, por estudiante y por sesión, está en «Coordinación».`,
      };
    case 'evaluation.open':
      return {
        title: `Evalúa a tu docente: ${p.subject}`,
        body: `Ya puedes responder, de forma anónima, la evaluación del docente de ${cls} en «Mis Cursos».`,
      };
    case 'interest.class_proposed':
      return {
        title: `Nueva clase de ${p.subject}`,
        body: `Se propuso una clase de «${p.subject}», una materia que marcaste con «Me interesa». Búscala en «Clases» para inscribirte.`,
      };
    case 'interest.class_approved':
      return {
        title: `Se aprobó una clase de ${p.subject}`,
        body: `Se aprobó una clase de «${p.subject}», una materia que marcaste con «Me interesa». Búscala en «Clases» para inscribirte.`,
      };
    case 'payment.credited':
      return {
        title: `Saldo a favor: ${p.subject}`,
        body: `${cls.charAt(0).toUpperCase()}${cls.slice(1)} no se abrirá: tu pago quedó como saldo a favor. En «Mis Cursos» eliges si lo guardas para otro verano o pides el reembolso.`,
      };
    case 'payment.refunded':
      return {
        title: `Reembolso pagado: ${p.subject}`,
        body: `Recursos Financieros pagó el reembolso de ${cls}${p.reason ? ` (${p.reason})` : ''}.`,
      };
  }
}

/**
 * The mail of a notification. A student with an account is pointed to the portal; a mobility student
 * (no account) gets the news alone.
 */
export function notificationMail(
  text: { title: string; body: string },
  recipient: { name: string | null; hasAccount: boolean },
): MailText {
  return {
    subject: text.title,
    greetingName: recipient.name,
    paragraphs: recipient.hasAccount
      ? [text.body, 'Puedes ver el detalle en el portal de Cursos de Verano.']
      : [text.body],
  };
}

/** The applicant's receipt of a teacher application. */
export function applicationReceiptMail(name: string, subjectName: string | null): MailText {
  return {
    subject: 'Recibimos tu solicitud para impartir una clase',
    greetingName: name,
    paragraphs: [
      subjectName
        ? `Recibimos tu solicitud para impartir la clase de «${subjectName}» en los cursos de verano.`
        : 'Recibimos tu solicitud para impartir una clase en los cursos de verano.',
      'La coordinación la revisará y te escribirá a este correo.',
    ],
  };
}

/** The invitation of an accepted applicant to create their teacher account; the day it ends, as the institution reads it. */
export function teacherInvitationMail(name: string, url: string, expiresAt: Date): MailText {
  const until = expiresAt.toLocaleDateString('es-MX', { dateStyle: 'long', timeZone: INSTITUTE_ZONE });
  return {
    subject: 'Invitación para crear tu cuenta de docente',
    greetingName: name,
    paragraphs: [
      'Tu solicitud para impartir clases en los cursos de verano fue aceptada. Para entrar al portal como docente, elige tu contraseña en este enlace:',
      url,
      `El enlace sirve una sola vez y vence el ${until}. Si vence, pide a la coordinación académica que te envíe otro.`,
    ],
  };
}
