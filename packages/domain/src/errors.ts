import { CREATION_LIMIT_MESSAGE, ENROLMENT_BLOCK_MESSAGES } from './rules/enrolment-eligibility.ts';

import { INVITATION_MESSAGES } from './rules/teacher-invitation.ts';
import { AUTH_MESSAGES } from './rules/auth-messages.ts';
import { ENROL_FORM_MESSAGES } from './rules/enrol-form-messages.ts';
import { APPLICATION_MESSAGES } from './rules/teacher-application.ts';
import { GRADE_MESSAGES } from './rules/grades.ts';
import { COORDINATION_MESSAGES } from './rules/coordination.ts';
import { DEMAND_MESSAGES } from './rules/demand-messages.ts';
import { ERROR_CODES, type ApiErrorCode } from './error-codes.ts';

export { API_ERROR_CODES, ERROR_CODES, type ApiErrorCode } from './error-codes.ts';

const BAD_REQUEST = 'La solicitud no es válida.';

/**
 * Every error of the API with its Spanish message, by key. The API turns a DomainError into
 * `{ statusCode, error, code, message }`: `code` is the key's stable machine code (ERROR_CODES,
 * what clients branch on) and `message` the text the web app shows as is.
 */
export const ERROR_MESSAGES = {
  // Authentication and authorisation
  authRequired: AUTH_MESSAGES.authRequired,
  invalidToken: 'Tu sesión no es válida o ha expirado. Inicia sesión nuevamente.',
  staffTokenRequired: AUTH_MESSAGES.staffTokenRequired,
  studentAuthRequired: AUTH_MESSAGES.studentAuthRequired,
  forbidden: 'No tienes permisos para realizar esta acción.',
  adminOnly: 'No tienes permisos para realizar esta acción: se requiere un administrador.',
  studentOnly: 'Esta acción solo está disponible para estudiantes.',
  invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  inactiveAccount: 'Tu cuenta de personal está desactivada. Comunícate con la coordinación académica.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e intenta nuevamente.',
  // Students
  studentProfileRequired: ENROLMENT_BLOCK_MESSAGES.unregistered,
  studentProfileRequiredToCreate:
    'No se encontraron datos de estudiante. Debes estar registrado como estudiante para crear una clase.',
  alreadyStudent: 'Ya estás registrado como estudiante.',
  controlNumberTaken: 'Ese número de control ya está registrado.',
  registrationConflict: 'No se pudo completar el registro. Intenta nuevamente.',
  studentNotFound: 'Estudiante no encontrado.',
  studentProfileNotFound: 'El usuario no está registrado como estudiante.',
  notOwnStudentProfile: 'Solo puedes registrar tu propio perfil de estudiante.',
  notOwnStudentRecord: 'Solo puedes consultar o modificar tu propio registro de estudiante.',
  // Classes and enrolment
  classNotFound: 'La clase no existe.',
  classFull: ENROLMENT_BLOCK_MESSAGES.full,
  classNotOpen: 'La inscripción solo está abierta mientras la clase está pendiente.',
  enrolmentLimit: ENROLMENT_BLOCK_MESSAGES.limit,
  studentEnrolmentLimit: 'El estudiante ya alcanzó el máximo de 2 inscripciones.',
  alreadyEnrolled: ENROLMENT_BLOCK_MESSAGES.enrolled,
  studentAlreadyEnrolled: 'El estudiante ya está inscrito en esta clase.',
  notEnrolled: 'El estudiante no está inscrito en esta clase.',
  notGroupLeader: 'Solo el jefe de grupo de esta clase puede cambiar el enlace de WhatsApp.',
  notClassMember: 'Solo los estudiantes inscritos en esta clase pueden ver a sus compañeros.',
  statusTransition: 'Solo se puede aprobar o rechazar una clase pendiente.',
  subjectNotFound: 'La materia seleccionada no existe.',
  careerNotFound: 'La carrera seleccionada no existe.',
  keyMismatch: 'La clave no corresponde a la materia seleccionada.',
  classCreatorOnly: 'Solo los estudiantes registrados o administradores pueden crear clases.',
  creationLimit: CREATION_LIMIT_MESSAGE,
  notOwnStudent: 'No puedes inscribir ni proponer clases a nombre de otro estudiante.',
  studentRequired: ENROL_FORM_MESSAGES.noStudent,
  selectedStudentNotFound: ENROL_FORM_MESSAGES.notFound,
  rosterLocked: 'La inscripción y eliminación de estudiantes no está permitida para clases en este estado.',
  classSetupLocked: 'El cupo y el horario solo se cambian en clases pendientes o en curso.',
  teacherNotFound: 'El docente seleccionado no existe o su cuenta está desactivada.',
  classNotAssignable: 'Solo se asigna un docente o un salón a una clase aprobada o activa.',
  assignmentClash: 'El horario se empalma con otra clase.',
  roomNotFound: 'El salón no existe.',
  roomDuplicate: 'Ya existe un salón con ese nombre en ese edificio.',
  roomInUse: 'El salón está asignado a una clase: no se puede eliminar.',
  roomTooSmall: 'El salón es más pequeño que la clase.',
  // The body's `message` is then the list of bad lines ("Línea N: …").
  roomsImportInvalid: 'El archivo tiene líneas con errores: no se importó ningún salón.',
  notClassTeacher: 'Solo puedes ver las listas de las clases que tienes asignadas como docente.',
  exportForbidden: 'Solo un administrador o el jefe de grupo de esta clase pueden descargar sus listas.',
  // Class lifecycle
  notEnrolledSelf: 'No estás inscrito en esta clase.',
  withdrawalNotPending:
    'Solo puedes darte de baja mientras la clase está pendiente. Para dejar una clase aprobada o en curso, comunícate con la coordinación académica.',
  withdrawalReleased:
    'Esta clase fue rechazada o cancelada: ya no cuenta en tus inscripciones y no necesitas darte de baja.',
  belowQuorum: 'La clase no tiene el mínimo de inscritos para aprobarse.',
  cancelReasonRequired: 'Escribe la razón de la cancelación.',
  backToPending: 'Una clase no vuelve a pendiente con esta acción.',
  reopenRefused:
    'Una clase rechazada o cancelada ya liberó a sus estudiantes: no puede volver a pendiente. Crea una clase nueva.',
  mobilityFull: 'No quedan lugares de movilidad en esta clase.',
  mobilityDuplicate: 'Ese estudiante de movilidad ya está inscrito en esta clase.',
  // Payments
  paymentsForbidden: 'Solo un administrador o el jefe de grupo de esta clase pueden ver sus pagos.',
  paymentReleased: 'Esta clase fue rechazada o cancelada: ya no se registran pagos de sus estudiantes.',
  paymentFolioTaken: 'Ese folio ya está registrado en el pago de otra inscripción.',
  paymentNotFound: 'El pago no existe.',
  paymentNotYours: 'Solo el estudiante del pago, Recursos Financieros o un administrador pueden ver este pago.',
  financeOnly: 'Solo Recursos Financieros o un administrador pueden revisar pagos.',
  financeOrAdminOnly:
    'No tienes permisos para realizar esta acción: se requiere Recursos Financieros o un administrador.',
  receiptMissing: 'Adjunta el comprobante de pago en el campo «file».',
  receiptEmpty: 'El archivo del comprobante está vacío.',
  receiptTooLarge: 'El comprobante no puede pesar más de 5 MB.',
  receiptType: 'El comprobante debe ser un PDF, una imagen JPG o una imagen PNG.',
  receiptActiveContent:
    'El PDF del comprobante contiene código o archivos adjuntos: guárdalo o imprímelo de nuevo como PDF sencillo.',
  receiptNotAccepted: 'Este pago no espera un comprobante: ya está en revisión, validado o cerrado.',
  receiptNotFound: 'Este pago no tiene comprobante.',
  paymentNotInReview: 'Este pago no tiene un comprobante en revisión.',
  rejectReasonRequired: 'Escribe el motivo del rechazo (máximo 300 caracteres).',
  refundChoiceInvalid: 'Elige «saldo» para guardar tu saldo a favor o «reembolso» para pedir que te lo devuelvan.',
  refundChoiceClosed: 'Solo se elige qué hacer con un saldo a favor que aún no se usa ni se reembolsa.',
  refundNotRequested: 'Este pago no tiene un reembolso solicitado.',
  cashFolioInvalid: 'Escribe el folio del recibo que entregaste (de 1 a 40 letras, números, guiones o diagonales).',
  cashLeaderOnly: 'Solo el jefe de grupo de esta clase registra pagos en efectivo de sus compañeros.',
  cashNotAccepted: 'Este pago no espera un pago: ya está en revisión, validado o cerrado.',
  // Fair enrolment; a clash's message names the other class (schedule-clash.ts)
  scheduleClash: 'El horario se empalma con otra de tus clases.',
  scheduleChangeClash: 'El nuevo horario se empalma con otras clases de estudiantes inscritos.',
  waitlistClosed: 'Solo hay lista de espera en clases pendientes.',
  waitlistNotFull: 'La clase todavía tiene lugares: inscríbete directamente.',
  waitlistDuplicate: 'Ya estás en la lista de espera de esta clase.',
  waitlistLimit: 'Puedes estar como máximo en 2 listas de espera.',
  notWaitlisted: 'No estás en la lista de espera de esta clase.',
  noWaitlistOffer: 'No tienes una oferta de lugar abierta en esta clase (o su plazo ya venció).',
  calendarNotFound: 'Esta dirección de calendario no existe o fue revocada.',
  calendarOwnerOnly: 'Solo estudiantes y docentes tienen dirección de calendario.',
  // Who may take what (rules/enrolment-eligibility.ts)
  especialOnly: ENROLMENT_BLOCK_MESSAGES.especial,
  studentEspecialOnly: 'Un curso especial debe ser la única materia de verano del estudiante.',
  convalidationRequired: ENROLMENT_BLOCK_MESSAGES.otherCareer,
  studentConvalidationRequired: 'Esta materia no es de la carrera del estudiante: necesita una convalidación aprobada.',
  // The body's `message` is then the hold's reason (holdMessage).
  studentHeld: 'Tienes una retención vigente. Comunícate con la coordinación académica.',
  subjectNotAuthorised: 'Esta materia no está autorizada para cursos de verano.',
  holdNotFound: 'La retención no existe o ya se levantó.',
  subjectKeyTaken: 'Ya existe una materia con esa clave.',
  careerNameTaken: 'Ya existe una carrera con ese nombre.',
  // The body's `message` is then the list of bad lines ("Línea N: …").
  subjectsImportInvalid: 'El archivo tiene líneas con errores: no se importó ninguna materia.',
  convalidationNotNeeded: 'Esta materia es de tu carrera: no necesitas convalidación.',
  convalidationPending: 'Ya solicitaste la convalidación de esta materia: espera la respuesta de la coordinación.',
  convalidationApproved: 'Tu convalidación de esta materia ya fue aprobada: puedes inscribirte.',
  convalidationNotFound: 'La convalidación no existe.',
  convalidationDecided: 'Esta convalidación ya fue resuelta.',
  holdReasonRequired: 'Escribe el motivo de la retención.',
  capacityBelowEnrolled: 'El cupo no puede ser menor que el número de inscritos.',
  // The summer's calendar; window refusals carry their dates (rules/calendar.ts)
  periodNotFound: 'El periodo no existe.',
  classPeriodNotFound: 'El periodo de la clase no existe: un administrador debe crearlo en «Calendario».',
  periodExists: 'Ya existe un periodo para ese año.',
  proposalWindowClosed: 'El periodo de propuestas está cerrado.',
  enrolmentWindowClosed: 'El periodo de inscripción está cerrado.',
  periodClosed: 'Ese verano ya concluyó: sus clases solo se consultan y no admiten cambios.',
  // «Me interesa» (rules/demand.ts)
  interestLimit: DEMAND_MESSAGES.limit,
  interestNoSummer: DEMAND_MESSAGES.noSummer,
  // Grades, the acta and constancias (rules/grades.ts)
  gradeInvalid: GRADE_MESSAGES.invalid,
  gradingNotStarted: GRADE_MESSAGES.notStarted,
  actaClosed: GRADE_MESSAGES.actaClosed,
  actaNotClosed: GRADE_MESSAGES.actaNotClosed,
  gradedStudentNotInClass: GRADE_MESSAGES.notInClass,
  notGradingTeacher: GRADE_MESSAGES.notGradingTeacher,
  gradesMissing: 'No se puede cerrar el acta: faltan calificaciones.',
  reopenReasonRequired: GRADE_MESSAGES.reopenReasonRequired,
  constanciaUnavailable: GRADE_MESSAGES.constanciaUnavailable,
  folioNotFound: GRADE_MESSAGES.folioNotFound,
  // Coordination: attendance, weekly progress, reminders and the teacher evaluation (rules/coordination.ts)
  attendanceNotSession: COORDINATION_MESSAGES.notSession,
  attendanceFutureSession: COORDINATION_MESSAGES.futureSession,
  coordinationNotStarted: COORDINATION_MESSAGES.notStarted,
  absentNotInClass: COORDINATION_MESSAGES.absentNotInClass,
  notCoordinationTeacher: COORDINATION_MESSAGES.notClassTeacher,
  progressPercentInvalid: COORDINATION_MESSAGES.percentInvalid,
  progressWeekNotCurrent: COORDINATION_MESSAGES.weekNotCurrent,
  reminderAlreadySent: COORDINATION_MESSAGES.reminderSent,
  warningRequired: COORDINATION_MESSAGES.warningRequired,
  evaluationClosed: COORDINATION_MESSAGES.evaluationClosed,
  evaluationAnswered: COORDINATION_MESSAGES.evaluationAnswered,
  evaluationNotInClass: COORDINATION_MESSAGES.evaluationNotInClass,
  evaluationNoTeacher: COORDINATION_MESSAGES.evaluationNoTeacher,
  evaluationScoresInvalid: COORDINATION_MESSAGES.scoresInvalid,
  evaluationResultsLocked: COORDINATION_MESSAGES.resultsLocked,
  // Teacher applications
  applicationNotFound: 'La solicitud no existe.',
  applicationClassNotFound: APPLICATION_MESSAGES.classNotFound,
  duplicateApplication: APPLICATION_MESSAGES.duplicate,
  // Teacher invitations and accounts
  invitationExpired: INVITATION_MESSAGES.expired,
  invitationUsed: INVITATION_MESSAGES.used,
  invitationUnknown: INVITATION_MESSAGES.unknown,
  invitationNotAccepted: INVITATION_MESSAGES.notAccepted,
  invitationAlreadyUsed: INVITATION_MESSAGES.alreadyUsed,
  invitationNotFound: INVITATION_MESSAGES.invitationNotFound,
  staffAccountExists: INVITATION_MESSAGES.accountExists,
  notTeacherAccount: INVITATION_MESSAGES.notTeacher,
  // Notifications and the development tools
  notificationNotFound: 'La notificación no existe.',
  devMailNotFound: 'El correo no existe.',
  devTokenDemoOnly: 'Solo se emiten tokens para correos del dominio de demostración (@tec.example).',
  devTokenStaffEmail: 'Ese correo pertenece a una cuenta de personal: inicia sesión en «Acceso para personal».',
  // Generic and the framework's own answers
  notFound: 'El recurso solicitado no existe.',
  routeNotFound: 'La ruta solicitada no existe.',
  methodNotAllowed: 'Método no permitido.',
  badRequest: BAD_REQUEST,
  // The body's `message` is then what the schema said of the fields (one text or a list).
  validationFailed: BAD_REQUEST,
  invalidCharacters: 'La solicitud contiene caracteres no válidos.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  emptyBody: 'El cuerpo de la solicitud está vacío.',
  badUrl: 'La dirección solicitada no es válida.',
  uriTooLong: 'La dirección solicitada es demasiado larga.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  notAcceptable: 'Formato de respuesta no admitido.',
  requestTimeout: 'La solicitud tardó demasiado. Intenta nuevamente.',
  conflict: 'La solicitud entra en conflicto con el estado actual.',
  unsupportedMediaType: 'Tipo de contenido no admitido. Envía los datos como JSON.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  internal: 'Ocurrió un error inesperado en el servidor. Intenta nuevamente.',
  unavailable: 'El servicio no está disponible en este momento. Intenta nuevamente.',
} as const;

/** A key of ERROR_MESSAGES: what code throws (`new DomainError('classFull')`). */
export type ErrorKey = keyof typeof ERROR_MESSAGES;

/** The HTTP status of each key; a key not listed answers 400. */
export const ERROR_STATUS: Partial<Record<ErrorKey, number>> = {
  authRequired: 401,
  invalidToken: 401,
  staffTokenRequired: 401,
  studentAuthRequired: 401,
  invalidCredentials: 401,
  inactiveAccount: 403,
  gradingNotStarted: 409,
  actaClosed: 409,
  actaNotClosed: 409,
  gradedStudentNotInClass: 404,
  notGradingTeacher: 403,
  gradesMissing: 409,
  constanciaUnavailable: 403,
  folioNotFound: 404,
  attendanceNotSession: 400,
  attendanceFutureSession: 400,
  coordinationNotStarted: 409,
  absentNotInClass: 404,
  notCoordinationTeacher: 403,
  progressPercentInvalid: 400,
  progressWeekNotCurrent: 409,
  reminderAlreadySent: 409,
  warningRequired: 400,
  evaluationClosed: 409,
  evaluationAnswered: 409,
  evaluationNotInClass: 403,
  evaluationNoTeacher: 409,
  evaluationScoresInvalid: 400,
  evaluationResultsLocked: 403,
  forbidden: 403,
  adminOnly: 403,
  studentOnly: 403,
  studentProfileRequired: 403,
  studentProfileRequiredToCreate: 403,
  notOwnStudentProfile: 403,
  notOwnStudentRecord: 403,
  notGroupLeader: 403,
  notClassMember: 403,
  exportForbidden: 403,
  notClassTeacher: 403,
  roomNotFound: 404,
  roomDuplicate: 409,
  roomInUse: 409,
  roomTooSmall: 409,
  teacherNotFound: 400,
  classNotAssignable: 409,
  assignmentClash: 409,
  tooManyRequests: 429,
  classNotFound: 404,
  studentNotFound: 404,
  studentProfileNotFound: 404,
  applicationNotFound: 404,
  notFound: 404,
  routeNotFound: 404,
  subjectNotFound: 400,
  careerNotFound: 400,
  keyMismatch: 400,
  classCreatorOnly: 403,
  creationLimit: 409,
  notOwnStudent: 403,
  studentRequired: 400,
  selectedStudentNotFound: 404,
  rosterLocked: 409,
  notEnrolledSelf: 404,
  withdrawalNotPending: 409,
  withdrawalReleased: 409,
  belowQuorum: 409,
  cancelReasonRequired: 400,
  backToPending: 409,
  reopenRefused: 409,
  mobilityFull: 409,
  especialOnly: 409,
  studentEspecialOnly: 409,
  convalidationRequired: 409,
  studentConvalidationRequired: 409,
  studentHeld: 409,
  subjectNotAuthorised: 409,
  holdNotFound: 404,
  subjectKeyTaken: 409,
  careerNameTaken: 409,
  convalidationNotNeeded: 409,
  convalidationPending: 409,
  convalidationApproved: 409,
  convalidationNotFound: 404,
  convalidationDecided: 409,
  holdReasonRequired: 400,
  scheduleClash: 409,
  scheduleChangeClash: 409,
  waitlistClosed: 409,
  waitlistNotFull: 409,
  waitlistDuplicate: 409,
  waitlistLimit: 409,
  notWaitlisted: 404,
  noWaitlistOffer: 409,
  calendarNotFound: 404,
  calendarOwnerOnly: 403,
  capacityBelowEnrolled: 409,
  mobilityDuplicate: 409,
  paymentsForbidden: 403,
  paymentReleased: 409,
  paymentFolioTaken: 409,
  paymentNotFound: 404,
  paymentNotYours: 403,
  financeOnly: 403,
  financeOrAdminOnly: 403,
  receiptNotAccepted: 409,
  receiptNotFound: 404,
  paymentNotInReview: 409,
  refundChoiceClosed: 409,
  refundNotRequested: 409,
  cashLeaderOnly: 403,
  cashNotAccepted: 409,
  alreadyStudent: 409,
  controlNumberTaken: 409,
  classFull: 409,
  classNotOpen: 409,
  enrolmentLimit: 409,
  studentEnrolmentLimit: 409,
  alreadyEnrolled: 409,
  studentAlreadyEnrolled: 409,
  notEnrolled: 404,
  statusTransition: 409,
  duplicateApplication: 409,
  invitationExpired: 410,
  invitationUsed: 409,
  invitationUnknown: 404,
  invitationNotAccepted: 409,
  invitationAlreadyUsed: 409,
  invitationNotFound: 404,
  staffAccountExists: 409,
  notTeacherAccount: 404,
  periodNotFound: 404,
  classPeriodNotFound: 400,
  periodExists: 409,
  proposalWindowClosed: 409,
  enrolmentWindowClosed: 409,
  periodClosed: 409,
  interestLimit: 409,
  interestNoSummer: 409,
  badRequest: 400,
  validationFailed: 400,
  invalidCharacters: 400,
  invalidJson: 400,
  emptyBody: 400,
  badUrl: 400,
  methodNotAllowed: 405,
  notAcceptable: 406,
  requestTimeout: 408,
  conflict: 409,
  uriTooLong: 414,
  headersTooLarge: 431,
  registrationConflict: 409,
  classSetupLocked: 409,
  roomsImportInvalid: 400,
  applicationClassNotFound: 400,
  notificationNotFound: 404,
  devMailNotFound: 404,
  devTokenDemoOnly: 400,
  devTokenStaffEmail: 403,
  unsupportedMediaType: 415,
  payloadTooLarge: 413,
  internal: 500,
  unavailable: 503,
};

/**
 * The one error a service, hook or handler throws for an answer the client should read:
 * `new DomainError('classFull')`. The body's `code` comes from the key alone; `message` may be
 * worded for the case (a clash names the other class) or be a list (`messages`: one per bad line).
 */
export class DomainError extends Error {
  /** The key of ERROR_MESSAGES this error was made from. */
  readonly key: ErrorKey;
  /** The stable machine code the API sends as `code`. */
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  /** Several messages (one per bad line or field), sent as the body's `message` list. */
  readonly messages: readonly string[] | undefined;

  constructor(key: ErrorKey, options?: { message?: string; messages?: readonly string[]; statusCode?: number }) {
    super(options?.message ?? (options?.messages?.length ? options.messages.join(' ') : ERROR_MESSAGES[key]));
    this.name = 'DomainError';
    this.key = key;
    this.code = ERROR_CODES[key];
    this.statusCode = options?.statusCode ?? ERROR_STATUS[key] ?? 400;
    this.messages = options?.messages?.length ? options.messages : undefined;
  }

  /** The error body's `message`: the list when there are several, else the one text. */
  get bodyMessage(): string | string[] {
    return this.messages ? [...this.messages] : this.message;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
