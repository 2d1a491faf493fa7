/**
 * The activity log's vocabulary: every state change of the portal writes one record with
 * one of these actions, in the change's own transaction. The labels are what the Bitácora shows.
 */
export const ACTIVITY_ACTIONS = {
  'class.proposed': 'Clase propuesta',
  'class.created': 'Clase creada',
  'class.edited': 'Clase editada',
  'class.approved': 'Clase aprobada',
  'class.rejected': 'Clase rechazada',
  'class.started': 'Clase iniciada',
  'class.cancelled': 'Clase cancelada',
  'class.reopened': 'Clase devuelta a pendiente',
  'class.leader_changed': 'Cambio de jefe de grupo',
  'class.whatsapp_changed': 'Cambio del enlace de WhatsApp',
  'class.teacher_assigned': 'Docente asignado',
  'class.room_assigned': 'Salón asignado',
  'class.at_risk': 'Clase en riesgo al cerrar inscripciones',
  'class.grades_saved': 'Calificaciones capturadas',
  'class.acta_closed': 'Acta de calificaciones cerrada',
  'class.acta_reopened': 'Acta de calificaciones reabierta',
  'class.attendance_taken': 'Asistencia registrada',
  'class.progress_reported': 'Avance semanal reportado',
  'class.reminder_sent': 'Recordatorio de coordinación enviado',
  'class.coordination_warning': 'Advertencia de la coordinación',
  'period.created': 'Periodo creado',
  'period.edited': 'Periodo editado',
  'enrolment.enrolled': 'Inscripción',
  'enrolment.withdrawn': 'Baja del estudiante',
  'enrolment.removed': 'Estudiante quitado de la clase',
  'enrolment.promoted': 'Lugar aceptado desde la lista de espera',
  'waitlist.offered': 'Lugar ofrecido desde la lista de espera',
  'waitlist.declined': 'Oferta de lugar rechazada',
  'waitlist.offer_expired': 'Oferta de lugar vencida',
  'waitlist.offer_reminded': 'Recordatorio de oferta de lugar enviado',
  'class.start_reminded': 'Recordatorio de inicio de clases enviado',
  'calendar.token_created': 'Dirección de calendario creada',
  'calendar.token_revoked': 'Dirección de calendario revocada',
  'enrolment.mobility_added': 'Estudiante de movilidad agregado',
  'enrolment.payment_changed': 'Pago registrado',
  'enrolment.kind_changed': 'Tipo de curso corregido',
  'payment.opened': 'Pago de lugar confirmado generado',
  'payment.receipt_uploaded': 'Comprobante de pago subido',
  'payment.validated': 'Pago validado',
  'payment.rejected': 'Comprobante de pago rechazado',
  'payment.reminded': 'Recordatorio de pago enviado',
  'payment.expired': 'Pago vencido: lugar liberado',
  'payment.credited': 'Pago convertido en saldo a favor',
  'payment.refund_requested': 'Reembolso solicitado',
  'payment.refund_withdrawn': 'Reembolso cambiado por saldo a favor',
  'payment.refunded': 'Reembolso pagado',
  'payment.cash_recorded': 'Pago en efectivo registrado por el jefe de grupo',
  'profile.registered': 'Perfil de estudiante registrado',
  'profile.edited': 'Perfil de estudiante editado',
  'student.hold_placed': 'Retención puesta',
  'student.hold_lifted': 'Retención levantada',
  'convalidation.requested': 'Convalidación solicitada',
  'convalidation.approved': 'Convalidación aprobada',
  'convalidation.refused': 'Convalidación rechazada',
  'catalog.changed': 'Catálogo modificado',
  'application.received': 'Solicitud de docente recibida',
  'application.accepted': 'Solicitud de docente aceptada',
  'application.declined': 'Solicitud de docente rechazada',
  'staff.login_failed': 'Inicio de sesión fallido del personal',
  'staff.locked_out': 'Bloqueo de inicio de sesión del personal',
  'staff.invited': 'Invitación de docente enviada',
  'staff.invitation_revoked': 'Invitación de docente revocada',
  'staff.account_created': 'Cuenta de docente creada',
  'staff.deactivated': 'Cuenta de docente desactivada',
  'staff.reactivated': 'Cuenta de docente reactivada',
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export const ACTIVITY_ACTION_LIST = Object.keys(ACTIVITY_ACTIONS) as ActivityAction[];

/** Who acted, as the log names the role. */
export const ACTIVITY_ROLES = {
  admin: 'Administrador',
  teacher: 'Docente',
  finanzas: 'Recursos Financieros',
  student: 'Estudiante',
  visitor: 'Visitante',
  system: 'Sistema',
} as const;

export type ActivityRole = keyof typeof ACTIVITY_ROLES;

/** The action a class status change writes. */
export function statusAction(to: string): ActivityAction {
  if (to === 'aprobado') return 'class.approved';
  if (to === 'rechazado') return 'class.rejected';
  if (to === 'active') return 'class.started';
  if (to === 'cancelled') return 'class.cancelled';
  return 'class.reopened';
}

/** Retry delay of an outgoing mail after `attempts` failed sends: base, ×4, ×16, … capped at 30 min. */
export function mailRetryDelayMs(attempts: number, baseMs = 5_000): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** Sends of one mail before it is given up as failed. */
export const MAIL_MAX_ATTEMPTS = 8;

/** The columns of the activity log's CSV download, in order. */
export const ACTIVITY_CSV_HEADER = [
  'Fecha',
  'Acción',
  'Persona',
  'Rol',
  'Clase',
  'Estudiante',
  'Solicitud',
  'Detalle',
  'Solicitud HTTP',
] as const;
