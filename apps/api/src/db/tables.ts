import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type {
  AppSecretsTable,
  DevIdpAccountsTable,
  DevIdpPayloadsTable,
  RateLimitHitsTable,
  ApplicationLimitsTable,
  RevokedTokensTable,
  DevIdpAccessTokensTable,
  ActivityLogTable,
  NotificationsTable,
  MailOutboxTable,
  ReadinessProbeTable,
} from './platform-tables.ts';

import type {
  ClassAbsencesTable,
  ClassAttendanceTable,
  ClassProgressTable,
  CoordinationRemindersTable,
  EvaluationAnswersTable,
  EvaluationSubmissionsTable,
} from './coordination-tables.ts';

/** The platform's own tables (secrets, the dev issuer, rate limits, logs, mail) live in platform-tables.ts. */
export type * from './platform-tables.ts';

/** Timestamps are ISO-8601 strings on both dialects (PostgreSQL's are parsed to ISO in create-db). */
type Timestamp = ColumnType<string, string | undefined, string>;
/** 0/1 on both dialects. */
type Flag = ColumnType<number, number | undefined, number>;

export interface RolesTable {
  id_role: number;
  name: string;
}

export interface UsersTable {
  id_user: Generated<number>;
  oid: string | null;
  name: string;
  paternal_surname: ColumnType<string, string | undefined, string>;
  maternal_surname: ColumnType<string, string | undefined, string>;
  email: string;
  id_role: number;
  created_at: Timestamp;
}

export interface StaffAccountsTable {
  id_user: number;
  email: string;
  password_hash: string;
  is_active: Flag;
  created_at: Timestamp;
  last_login_at: string | null;
  /** Epoch ms: tokens issued before it are refused (moved to "now" on deactivation); bigint, a string on PostgreSQL. */
  tokens_valid_from: ColumnType<number | string, number | undefined, number>;
}

/** Teacher invitations; expires_at is epoch ms (bigint). */
export interface TeacherInvitationsTable {
  id: Generated<number>;
  id_application: number;
  token_hash: string;
  email: string;
  sent_at: string;
  sent_by: number | null;
  expires_at: ColumnType<number, number, number>;
  used_at: string | null;
  revoked_at: string | null;
  id_user: number | null;
}

export interface CareersTable {
  id_career: Generated<number>;
  name: string;
  /** When the career was retired (no longer offered); null while it is. */
  retired_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubjectsTable {
  id_subject: Generated<number>;
  name: string;
  name_search: string;
  clave: string;
  credits: number;
  /** Weekly hours. */
  hours: ColumnType<number, number | undefined, number>;
  /** 1: in the catalogue authorised for summer courses. */
  summer_authorised: Flag;
  /** When the subject was retired; null while it is offered. */
  retired_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubjectCareersTable {
  id_subject: number;
  id_career: number;
}

export interface WeekdaysTable {
  id: number;
  name: string;
  short_name: string;
}

export interface StudentsTable {
  id_student: Generated<number>;
  id_user: number;
  id_career: number;
  control_number: string;
  phone: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * How many classes that count a student holds in one summer (at most 2): written only by the enrolment
 * path and the releases, under the student's row lock; the `students.enrolments` column it replaced
 * stays in the schema, always 0, and is not read (docs/decisions/033-two-classes-per-summer.md).
 */
export interface StudentSummersTable {
  id_student: number;
  period: number;
  enrolments: ColumnType<number, number | undefined, number>;
}

export interface ClassesTable {
  id_class: Generated<number>;
  id_subject: number;
  status: ColumnType<string, string | undefined, string>;
  period: number;
  shift: string | null;
  description: string | null;
  image: string | null;
  whatsapp_link: string | null;
  max_students: number;
  enrolled: ColumnType<number, number | undefined, number>;
  /** Mobility students in the class (0–5); they never take a regular seat. */
  mobility_enrolled: ColumnType<number, number | undefined, number>;
  /** The last waitlist ticket handed out for the class. */
  waitlist_tickets: ColumnType<number, number | undefined, number>;
  /** The teacher (staff user) assigned to the class, null while none is. */
  id_teacher: ColumnType<number | null, number | null | undefined, number | null>;
  /** The room the class meets in, null while none is assigned. */
  id_room: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When enrolment closed on the class, pending and below its period's minimum («En riesgo»); else null. */
  at_risk_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the class's acta (its grades) was closed; null while open. */
  acta_closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  acta_closed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A summer: its dates (`YYYY-MM-DD`, days in America/Cancun) and group sizes. */
export interface PeriodsTable {
  year: number;
  proposals_open: string;
  proposals_close: string;
  enrolment_open: string;
  enrolment_close: string;
  publication: string;
  classes_start: string;
  classes_end: string;
  grades_due: string;
  payment_days: number;
  /** Whole days after a payment's due day before its place is released. */
  payment_grace_days: ColumnType<number, number | undefined, number>;
  min_students: number;
  max_students: number;
  mobility_seats: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Work due at an instant, done once (its key is unique; done_at is set with the work). */
export interface ScheduledJobsTable {
  id: Generated<number>;
  job_key: string;
  kind: string;
  period_year: number | null;
  due_at: Timestamp;
  done_at: string | null;
  result: string | null;
  created_at: Timestamp;
  /** The row a job is about (a payment's reminder or deadline), else null. */
  subject_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The payment of a confirmed place (migration 2026-12-03-0100; docs/rules.md PGO). */
export interface PlacePaymentsTable {
  id: Generated<number>;
  id_student: number;
  id_class: number;
  period: number;
  amount_cents: number;
  credit_cents: ColumnType<number, number | undefined, number>;
  reference: string | null;
  due_date: string;
  status: string;
  receipt_key: string | null;
  receipt_type: string | null;
  receipt_size: number | null;
  receipt_at: string | null;
  reject_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  credit_left_cents: ColumnType<number, number | undefined, number>;
  refund_cents: ColumnType<number, number | undefined, number>;
  refund_requested_at: string | null;
  refunded_at: string | null;
  refunded_by: number | null;
  cash_folio: string | null;
  cash_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RoomsTable {
  id_room: Generated<number>;
  name: string;
  building: string;
  /** The building and name without case, accents or extra spaces (`roomKey` in @portal/domain), unique. */
  room_key: string;
  capacity: number;
  kind: string;
  created_at: Timestamp;
}

export interface ClassSchedulesTable {
  id_schedule: Generated<number>;
  id_class: number;
  id_day: number;
  start_time: string;
  end_time: string;
}

export interface StudentClassesTable {
  id_student_class: Generated<number>;
  id_student: number;
  id_class: number;
  group_leader: Flag;
  created_at: Timestamp;
  /** 'pendiente' | 'pagado'. */
  payment_status: ColumnType<string, string | undefined, string>;
  /** The receipt's folio, upper case, unique; null while pending. */
  payment_folio: string | null;
  /** YYYY-MM-DD; null while pending. */
  payment_date: string | null;
  payment_updated_by: number | null;
  payment_updated_at: string | null;
  /** When the enrolment came from the waitlist, else null. */
  promoted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the student takes the subject: 'ordinaria' | 'repeticion' | 'especial'. */
  kind: ColumnType<string, string | undefined, string>;
  /** The grade 0–100, null until captured; who wrote it last, and when. */
  grade: ColumnType<number | null, number | null | undefined, number | null>;
  grade_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  grade_updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A hold on a student: while not lifted they cannot enrol, propose or join a waitlist. */
export interface StudentHoldsTable {
  id_hold: Generated<number>;
  id_student: number;
  reason: string;
  /** Set by an automatic hold (one per cause), null for one placed by a person. */
  source_key: string | null;
  placed_by: number | null;
  placed_at: Timestamp;
  lifted_by: ColumnType<number | null, number | null | undefined, number | null>;
  lifted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A student's request to take a subject of another career; 'pendiente' | 'aprobada' | 'rechazada'. */
export interface ConvalidationsTable {
  id_convalidation: Generated<number>;
  id_student: number;
  id_subject: number;
  id_class: number | null;
  reason: string;
  status: ColumnType<string, string | undefined, string>;
  decision_reason: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  requested_at: Timestamp;
}

/** A student waiting for a seat of a full pending class, in ticket order. */
export interface ClassWaitlistTable {
  id: Generated<number>;
  id_class: number;
  id_student: number;
  ticket: number;
  created_at: Timestamp;
  /** While a freed seat is offered to this student: when, and until when (both null otherwise). */
  offered_at: ColumnType<string | null, string | null | undefined, string | null>;
  offer_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A student's or teacher's private calendar address (one per user; deleted when revoked). */
export interface CalendarTokensTable {
  id: Generated<number>;
  id_user: number;
  token: string;
  created_at: Timestamp;
}

export interface ClassMobilityStudentsTable {
  id: Generated<number>;
  id_class: number;
  name: string;
  paternal_surname: string;
  maternal_surname: ColumnType<string, string | undefined, string>;
  institute: string;
  email: string;
  phone: string;
  control_number: string;
  created_by: number | null;
  created_at: Timestamp;
  /** The grade 0–100, null until captured; who wrote it last, and when. */
  grade: ColumnType<number | null, number | null | undefined, number | null>;
  grade_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  grade_updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A constancia issued at an acta's closing; its folio is kept only as a hash (HMAC of `nonce`). */
export interface ConstanciasTable {
  id: Generated<number>;
  id_class: number;
  id_student: number;
  nonce: string;
  folio_hash: string;
  grade: number;
  issued_at: string;
  superseded_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A student's «Me interesa» in a subject for a summer (migration 2026-12-04-0500; docs/rules.md DEM). */
export interface SubjectInterestsTable {
  id_student: number;
  id_subject: number;
  period: number;
  /** The student's career when they marked it. */
  id_career: number;
  created_at: Timestamp;
}

/** That an interested student heard of a class of the subject: once per student and class. */
export interface InterestNoticesTable {
  id_student: number;
  id_class: number;
  notified_at: Timestamp;
}

export interface ClassStatusHistoryTable {
  id: Generated<number>;
  id_class: number;
  from_status: string;
  to_status: string;
  comment: string | null;
  changed_by: number | null;
  changed_at: Timestamp;
}

export interface TeacherApplicationsTable {
  id: Generated<number>;
  name: string;
  paternal_surname: string;
  maternal_surname: string | null;
  contact_email: string;
  contact_phone: string;
  cv: string;
  reason: string | null;
  id_class: number | null;
  search_text: string;
  accepted: Flag;
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: Timestamp;
}

/**
 * One row (id 1): the classes' rows version (migration 2026-11-30-0100), part of every kept answer's
 * print (lib/kept-answers.ts).
 */
export interface ClassRowsVersionTable {
  id: number;
  version: ColumnType<number, number, number>;
}

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  staff_accounts: StaffAccountsTable;
  careers: CareersTable;
  subjects: SubjectsTable;
  subject_careers: SubjectCareersTable;
  weekdays: WeekdaysTable;
  students: StudentsTable;
  student_summers: StudentSummersTable;
  classes: ClassesTable;
  rooms: RoomsTable;
  periods: PeriodsTable;
  scheduled_jobs: ScheduledJobsTable;
  place_payments: PlacePaymentsTable;
  class_schedules: ClassSchedulesTable;
  student_classes: StudentClassesTable;
  student_holds: StudentHoldsTable;
  convalidations: ConvalidationsTable;
  class_waitlist: ClassWaitlistTable;
  calendar_tokens: CalendarTokensTable;
  class_status_history: ClassStatusHistoryTable;
  class_mobility_students: ClassMobilityStudentsTable;
  constancias: ConstanciasTable;
  class_attendance: ClassAttendanceTable;
  class_absences: ClassAbsencesTable;
  class_progress: ClassProgressTable;
  coordination_reminders: CoordinationRemindersTable;
  evaluation_submissions: EvaluationSubmissionsTable;
  evaluation_answers: EvaluationAnswersTable;
  subject_interests: SubjectInterestsTable;
  interest_notices: InterestNoticesTable;
  teacher_applications: TeacherApplicationsTable;
  teacher_invitations: TeacherInvitationsTable;
  app_secrets: AppSecretsTable;
  dev_idp_accounts: DevIdpAccountsTable;
  dev_idp_payloads: DevIdpPayloadsTable;
  rate_limit_hits: RateLimitHitsTable;
  application_limits: ApplicationLimitsTable;
  revoked_tokens: RevokedTokensTable;
  dev_idp_access_tokens: DevIdpAccessTokensTable;
  activity_log: ActivityLogTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  class_rows_version: ClassRowsVersionTable;
  readiness_probe: ReadinessProbeTable;
}

export type Db = Kysely<Database>;
/** A repository function takes either the database or an open transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
