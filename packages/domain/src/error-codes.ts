import type { ErrorKey } from './errors.ts';

/**
 * The stable machine code of every error key, sent as `code` beside the Spanish `message` in every
 * error body of the API. Clients (the web app included) branch on these codes, never on the text,
 * so the wording of a message can change without breaking anyone. A code, once published, never
 * changes meaning; a key added to ERROR_MESSAGES without a code here fails the typecheck
 * (`satisfies` below), and error-codes.test.ts checks that no two keys share a code.
 */
export const ERROR_CODES = {
  // Authentication and authorisation
  authRequired: 'AUTH_REQUIRED',
  invalidToken: 'INVALID_TOKEN',
  staffTokenRequired: 'STAFF_TOKEN_REQUIRED',
  studentAuthRequired: 'STUDENT_AUTH_REQUIRED',
  forbidden: 'FORBIDDEN',
  adminOnly: 'ADMIN_ONLY',
  studentOnly: 'STUDENT_ONLY',
  invalidCredentials: 'INVALID_CREDENTIALS',
  inactiveAccount: 'ACCOUNT_INACTIVE',
  tooManyRequests: 'RATE_LIMITED',
  // Students
  studentProfileRequired: 'STUDENT_PROFILE_REQUIRED',
  studentProfileRequiredToCreate: 'STUDENT_PROFILE_REQUIRED_TO_CREATE',
  alreadyStudent: 'ALREADY_STUDENT',
  controlNumberTaken: 'CONTROL_NUMBER_TAKEN',
  registrationConflict: 'REGISTRATION_CONFLICT',
  studentNotFound: 'STUDENT_NOT_FOUND',
  studentProfileNotFound: 'STUDENT_PROFILE_NOT_FOUND',
  notOwnStudentProfile: 'NOT_OWN_STUDENT_PROFILE',
  notOwnStudentRecord: 'NOT_OWN_STUDENT_RECORD',
  // Classes and enrolment
  classNotFound: 'CLASS_NOT_FOUND',
  classFull: 'CLASS_FULL',
  classNotOpen: 'CLASS_NOT_OPEN',
  enrolmentLimit: 'ENROLMENT_LIMIT',
  studentEnrolmentLimit: 'STUDENT_ENROLMENT_LIMIT',
  alreadyEnrolled: 'ALREADY_ENROLLED',
  studentAlreadyEnrolled: 'STUDENT_ALREADY_ENROLLED',
  notEnrolled: 'NOT_ENROLLED',
  notGroupLeader: 'NOT_GROUP_LEADER',
  notClassMember: 'NOT_CLASS_MEMBER',
  statusTransition: 'STATUS_TRANSITION_REFUSED',
  subjectNotFound: 'SUBJECT_NOT_FOUND',
  careerNotFound: 'CAREER_NOT_FOUND',
  keyMismatch: 'SUBJECT_KEY_MISMATCH',
  classCreatorOnly: 'CLASS_CREATOR_ONLY',
  creationLimit: 'CREATION_LIMIT',
  notOwnStudent: 'NOT_OWN_STUDENT',
  studentRequired: 'STUDENT_REQUIRED',
  selectedStudentNotFound: 'SELECTED_STUDENT_NOT_FOUND',
  rosterLocked: 'ROSTER_LOCKED',
  classSetupLocked: 'CLASS_SETUP_LOCKED',
  teacherNotFound: 'TEACHER_NOT_FOUND',
  classNotAssignable: 'CLASS_NOT_ASSIGNABLE',
  assignmentClash: 'ASSIGNMENT_CLASH',
  roomNotFound: 'ROOM_NOT_FOUND',
  roomDuplicate: 'ROOM_DUPLICATE',
  roomInUse: 'ROOM_IN_USE',
  roomTooSmall: 'ROOM_TOO_SMALL',
  roomsImportInvalid: 'ROOMS_IMPORT_INVALID',
  notClassTeacher: 'NOT_CLASS_TEACHER',
  exportForbidden: 'EXPORT_FORBIDDEN',
  // Class lifecycle
  notEnrolledSelf: 'NOT_ENROLLED_SELF',
  withdrawalNotPending: 'WITHDRAWAL_NOT_PENDING',
  withdrawalReleased: 'WITHDRAWAL_RELEASED',
  belowQuorum: 'BELOW_QUORUM',
  cancelReasonRequired: 'CANCEL_REASON_REQUIRED',
  backToPending: 'BACK_TO_PENDING',
  reopenRefused: 'REOPEN_REFUSED',
  mobilityFull: 'MOBILITY_FULL',
  mobilityDuplicate: 'MOBILITY_DUPLICATE',
  // Payments
  paymentsForbidden: 'PAYMENTS_FORBIDDEN',
  paymentReleased: 'PAYMENT_RELEASED',
  paymentFolioTaken: 'PAYMENT_FOLIO_TAKEN',
  // Fair enrolment
  scheduleClash: 'SCHEDULE_CLASH',
  scheduleChangeClash: 'SCHEDULE_CHANGE_CLASH',
  waitlistClosed: 'WAITLIST_CLOSED',
  waitlistNotFull: 'WAITLIST_NOT_FULL',
  waitlistDuplicate: 'WAITLIST_DUPLICATE',
  waitlistLimit: 'WAITLIST_LIMIT',
  notWaitlisted: 'NOT_WAITLISTED',
  capacityBelowEnrolled: 'CAPACITY_BELOW_ENROLLED',
  // Teacher applications
  applicationNotFound: 'APPLICATION_NOT_FOUND',
  applicationClassNotFound: 'APPLICATION_CLASS_NOT_FOUND',
  duplicateApplication: 'DUPLICATE_APPLICATION',
  // Teacher invitations and accounts
  invitationExpired: 'INVITATION_EXPIRED',
  invitationUsed: 'INVITATION_USED',
  invitationUnknown: 'INVITATION_UNKNOWN',
  invitationNotAccepted: 'INVITATION_NOT_ACCEPTED',
  invitationAlreadyUsed: 'INVITATION_ALREADY_USED',
  invitationNotFound: 'INVITATION_NOT_FOUND',
  staffAccountExists: 'STAFF_ACCOUNT_EXISTS',
  notTeacherAccount: 'NOT_TEACHER_ACCOUNT',
  // Notifications and the development tools
  notificationNotFound: 'NOTIFICATION_NOT_FOUND',
  devMailNotFound: 'DEV_MAIL_NOT_FOUND',
  devTokenDemoOnly: 'DEV_TOKEN_DEMO_ONLY',
  devTokenStaffEmail: 'DEV_TOKEN_STAFF_EMAIL',
  // Generic and the framework's own answers
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  badRequest: 'BAD_REQUEST',
  validationFailed: 'VALIDATION_FAILED',
  invalidCharacters: 'INVALID_CHARACTERS',
  invalidJson: 'INVALID_JSON',
  emptyBody: 'EMPTY_BODY',
  badUrl: 'BAD_URL',
  uriTooLong: 'URI_TOO_LONG',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  notAcceptable: 'NOT_ACCEPTABLE',
  requestTimeout: 'REQUEST_TIMEOUT',
  conflict: 'CONFLICT',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<ErrorKey, Uppercase<string>>;

/** A code the API can send in an error body's `code`. */
export type ApiErrorCode = (typeof ERROR_CODES)[ErrorKey];

/** Every code, once (for the OpenAPI document's enum and the web's checks). */
export const API_ERROR_CODES = Object.values(ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]];
