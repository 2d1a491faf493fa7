import type { ColumnType, Generated } from 'kysely';

/**
 * The tables the platform keeps around the portal's own data (docs/architecture.md): secrets, the dev
 * issuer, rate limits and revoked tokens, the activity log, notifications and the mail outbox. The
 * portal's entities are in tables.ts, which joins both into the Kysely `Database`.
 */

/** Timestamps are ISO-8601 strings on both dialects (PostgreSQL's are parsed to ISO in create-db). */
type Timestamp = ColumnType<string, string | undefined, string>;

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface DevIdpAccountsTable {
  sub: string;
  email: string;
  given_name: string;
  family_name: ColumnType<string, string | undefined, string>;
  password_hash: string | null;
  created_at: Timestamp;
}

export interface DevIdpPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** Epoch seconds; bigint columns come back as strings on PostgreSQL, so read them with Number(). */
  expires_at: ColumnType<number | string | null, number | null, number | null>;
  consumed_at: ColumnType<number | string | null, number | null, number | null>;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds (bigint: a string on PostgreSQL). */
  reset_at: ColumnType<number | string, number, number>;
}

/** One row per (contact email, class): when its last teacher application was accepted (epoch ms). */
export interface ApplicationLimitsTable {
  contact_email: string;
  /** The class id, or 0 for an application without a class. */
  class_key: number;
  last_at: ColumnType<number | string, number, number>;
}

/** The deny list of signed-out token ids, until the tokens would expire (epoch ms). */
export interface RevokedTokensTable {
  jti: string;
  expires_at: ColumnType<number | string, number, number>;
}

/** Access tokens the dev issuer handed out, so its sign-out can revoke them (expiry in epoch ms). */
export interface DevIdpAccessTokensTable {
  jti: string;
  grant_id: string | null;
  sub: string;
  expires_at: ColumnType<number | string, number, number>;
}

/** One state change; never updated or deleted by the app. `detail` is JSON text. */
export interface ActivityLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_user_id: number | null;
  actor_role: string;
  action: string;
  id_class: number | null;
  id_student: number | null;
  id_application: number | null;
  detail: string | null;
  request_id: string | null;
}

/** An in-app notification of one user; `read_at` null while unread. */
export interface NotificationsTable {
  id: Generated<number>;
  id_user: number;
  kind: string;
  id_class: number | null;
  title: string;
  body: string;
  created_at: Timestamp;
  read_at: string | null;
}

/** A rendered mail waiting for (or done with) delivery; epoch ms in bigint columns (strings on PostgreSQL). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<number | string, number, number>;
  claim_token: string | null;
  claimed_until: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: string | null;
}

/** The one row `/api/health/ready` writes (id 1), so that readiness proves a write. */
export interface ReadinessProbeTable {
  id: number;
  checked_at: Timestamp;
}
