import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { trustsEveryone } from './lib/proxy-trust.ts';

/**
 * The only reader of process.env. Everything configurable is parsed here once, validated,
 * and frozen; the rest of the server receives a Config.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… for PostgreSQL, sqlite:<path> for another SQLite file; default data/portal.sqlite. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL: how long opening a connection (or waiting for a free one in the pool) may take. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /**
   * PostgreSQL: statement_timeout of every session; the client gives up on an answer 1 s later
   * (a silent network). SQLite: how long a write waits for another process's lock (busy_timeout).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(4000),
  /**
   * PostgreSQL: idle time before the first TCP keepalive probe on a connection, both ways (the client's
   * socket, and the server's tcp_keepalives_* of every session).
   */
  DATABASE_KEEPALIVE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /**
   * PostgreSQL: idle_in_transaction_session_timeout of every session — the server ends a session that
   * sits in an open transaction this long (a client lost mid-transaction), releasing its locks.
   */
  DATABASE_IDLE_IN_TRANSACTION_MS: z.coerce.number().int().min(500).max(600_000).default(5000),
  /** Where the SQLite file and the dev issuer's keys live. */
  DATA_DIR: z.string().optional(),
  /** Public base URL of the portal (used as the dev issuer's host); default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret that signs staff tokens. Required in production; generated and stored in dev. */
  JWT_SECRET: z.string().min(32).optional(),
  /** External OpenID Connect issuer (e.g. https://login.microsoftonline.com/<tenant>/v2.0). */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  /** The `aud` of student access tokens: the client id for v2 tokens (the default), api://<client-id> for v1. */
  OIDC_AUDIENCE: z.string().optional(),
  /** Scope the SPA asks for; default `openid profile email api://<client-id>/access_as_user`. */
  OIDC_SCOPE: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seats of a new class when the form gives none. */
  CLASS_MAX_STUDENTS: z.coerce.number().int().min(1).max(500).default(30),
  /** A new period's minimum of students for a group (quorum) when the form gives none. */
  CLASS_MIN_STUDENTS: z.coerce.number().int().min(1).max(500).default(15),
  /** A new period's places for mobility students per group when the form gives none. */
  CLASS_MOBILITY_SEATS: z.coerce.number().int().min(0).max(50).default(5),
  /** How long a freed seat offered to the first of a waitlist stays held for them, hours. */
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** How often each process's scheduler looks for due phase-change work, ms (0: never by itself). */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Where uploaded receipts live: s3://key:secret@host:port/bucket (S3-compatible) or file:/path; default DATA_DIR/uploads. */
  STORAGE_URL: z.string().optional(),
  /** How long the public class list may be answered from memory (0: never); see README. */
  CLASS_LIST_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Seed demo data on an empty database (default on, except in production). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SERVE_WEB: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  /** Which proxies in front may set X-Forwarded-For: a hop count, or a list of addresses/CIDRs. */
  TRUST_PROXY: z.string().default('false'),
  /** Tokens the dev issuer's POST /idp/dev/token gives one address in 15 minutes (load tests raise it). */
  /** Outgoing mail: smtp://user:pass@host:port or smtps://…; without it mails stay in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL debe empezar con smtp:// o smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Cursos de Verano <no-responder@localhost>'),
  /** How often each process's mail worker looks for due mails, ms. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** First retry delay of a failed send, ms (then ×4 each time, up to 30 min). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  /** The longest the SMTP server may take to connect, greet or answer a command (below the 5-minute claim). */
  MAIL_SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(100_000).default(60_000),
  DEV_TOKEN_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Teacher applications one address may send every 10 minutes. */
  APPLICATION_SUBMIT_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Never in production: the instant the server's clock reads when it starts (it runs on from there). */
  CLOCK_AT: z.iso.datetime({ offset: true }).optional(),
});

export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool (PostgreSQL). */
  connectTimeoutMs: number;
  /** PostgreSQL statement_timeout (the client waits 1 s more); SQLite busy_timeout. */
  statementTimeoutMs: number;
  /** Idle time before TCP keepalive probes (PostgreSQL, client and server side). */
  keepAliveMs: number;
  /** PostgreSQL idle_in_transaction_session_timeout. */
  idleInTransactionMs: number;
}

export type DatabaseConfig =
  | ({ dialect: 'sqlite'; file: string } & Partial<DatabaseTimeouts>)
  | ({ dialect: 'postgres'; url: string; poolSize: number } & Partial<DatabaseTimeouts>);

/**
 * Whom to believe about the client's address: nobody (false), the nearest N proxies (a hop
 * count; the nearest only when it connects from a loopback or private address), or the proxies at
 * these addresses/CIDRs. The client is the first untrusted address from the right of X-Forwarded-For.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP =
  'Defina TRUST_PROXY con el número de proxies delante del portal (p. ej. TRUST_PROXY=1 detrás de un solo nginx) ' +
  'o con la lista de sus direcciones o redes (p. ej. TRUST_PROXY=10.0.0.5,10.0.1.0/24); TRUST_PROXY=false si no hay proxy.';

/**
 * Parses TRUST_PROXY; `true` is refused, since it believes whatever the client writes in
 * X-Forwarded-For, and so is a list that covers every public address (0.0.0.0/0, 0.0.0.0/1 plus
 * 128.0.0.0/1, ::/0…). A hop count trusts only a peer on a private network (lib/proxy-trust.ts).
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      `TRUST_PROXY=true ya no se acepta: tomaría la dirección del cliente de lo que él mismo escribe en X-Forwarded-For. ${TRUST_PROXY_HELP}`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) throw new Error(`TRUST_PROXY=${value}: demasiados saltos. ${TRUST_PROXY_HELP}`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY: «${entry}» no es una dirección IP ni una red CIDR. ${TRUST_PROXY_HELP}`);
    }
  }
  const everyone = entries.some((e) => /\/0*0$/.test(e)) ? 'IPv4 o IPv6' : trustsEveryone(entries);
  if (everyone) {
    throw new Error(
      `TRUST_PROXY=${value} confiaría en cualquier dirección ${everyone}: cualquier cliente podría escribir la dirección que quisiera en X-Forwarded-For. Indique solo las direcciones o redes de sus proxies. ${TRUST_PROXY_HELP}`,
    );
  }
  return entries;
}

export interface OidcConfig {
  /** 'dev': the built-in issuer under /idp; 'external': e.g. Microsoft Entra ID. */
  mode: 'dev' | 'external';
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string | null;
  oidc: OidcConfig;
  redisUrl: string | null;
  logLevel: string;
  classMaxStudents: number;
  /** A new period's group sizes when the admin gives none (CLASS_MIN_STUDENTS, CLASS_MAX_STUDENTS, CLASS_MOBILITY_SEATS). */
  periodSizes: { minStudents: number; maxStudents: number; mobilitySeats: number };
  /** How often the scheduler looks for due work, ms (SCHEDULER_POLL_MS). */
  schedulerPollMs: number;
  /** How long a waitlist offer holds its seat, hours (WAITLIST_OFFER_HOURS, default 24). */
  waitlistOfferHours: number;
  /** TTL of the in-process cache of anonymous `GET /api/classes` answers, ms (0: off). */
  classListCacheMs: number;
  /** Where uploaded receipts live (STORAGE_URL); null: the folder DATA_DIR/uploads. */
  storageUrl: string | null;
  /** A request must arrive whole (headers and body) within this time; an idle connection closes at 60 s (or twice this, if longer). */
  requestTimeoutMs: number;
  seedDemo: boolean;
  serveWeb: boolean;
  webDist: string;
  trustProxy: TrustProxy;
  /** Tokens POST /idp/dev/token gives one address in 15 minutes. */
  devTokenLimit: number;
  /** Teacher applications per address every 10 minutes (APPLICATION_SUBMIT_LIMIT, default 5). */
  applicationSubmitLimit: number;
  /** Outgoing mail: null SMTP URL keeps mails in the outbox (shown at /dev/mail while the dev issuer is on). */
  mail: { smtpUrl: string | null; from: string; pollMs: number; retryBaseMs: number; smtpTimeoutMs: number };
  /** Per-process random value for anything that must not survive a restart (never for tokens). */
  instanceId: string;
  /** CLOCK_AT: the instant the server's clock reads at start (tests and demos; refused in production). */
  clockAt: Date | null;
}

export const DEV_CLIENT_ID = 'portal-web';
export const DEV_AUDIENCE = 'api://portal-cursos-verano';
export const DEV_SCOPE = 'openid profile email api';

/** The monorepo root: the nearest ancestor whose package.json declares workspaces. */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && 'workspaces' in (JSON.parse(readFileSync(file, 'utf8')) as object)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuración inválida:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data'));
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');

  let database: DatabaseConfig;
  const url = e.DATABASE_URL;
  const timeouts: DatabaseTimeouts = {
    connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    keepAliveMs: e.DATABASE_KEEPALIVE_MS,
    idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_MS,
  };
  if (!url) database = { dialect: 'sqlite', file: path.join(dataDir, 'portal.sqlite'), ...timeouts };
  else if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    database = { dialect: 'postgres', url, poolSize: e.DATABASE_POOL_SIZE, ...timeouts };
  else if (url.startsWith('sqlite:'))
    database = { dialect: 'sqlite', file: path.resolve(url.slice('sqlite:'.length)), ...timeouts };
  else throw new Error('DATABASE_URL debe empezar con postgres://, postgresql:// o sqlite:');

  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const production = e.NODE_ENV === 'production';
  if (production && !e.OIDC_ISSUER) {
    throw new Error('En producción se requiere OIDC_ISSUER: el emisor de desarrollo no puede usarse.');
  }
  if (production && e.CLOCK_AT) throw new Error('CLOCK_AT no puede usarse en producción: el reloj es el del sistema.');
  if (production && !e.JWT_SECRET) throw new Error('En producción se requiere JWT_SECRET (al menos 32 caracteres).');
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID)
    throw new Error('OIDC_CLIENT_ID es obligatorio cuando se configura OIDC_ISSUER.');

  const oidc: OidcConfig = e.OIDC_ISSUER
    ? {
        mode: 'external',
        issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
        clientId: e.OIDC_CLIENT_ID!,
        audience: e.OIDC_AUDIENCE ?? e.OIDC_CLIENT_ID!,
        // The README's Entra ID registration exposes the API scope access_as_user.
        scope: e.OIDC_SCOPE ?? `openid profile email api://${e.OIDC_CLIENT_ID}/access_as_user`,
      }
    : { mode: 'dev', issuer: `${publicUrl}/idp`, clientId: DEV_CLIENT_ID, audience: DEV_AUDIENCE, scope: DEV_SCOPE };

  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    database,
    jwtSecret: e.JWT_SECRET ?? null,
    oidc,
    redisUrl: e.REDIS_URL ?? null,
    logLevel: e.LOG_LEVEL,
    classMaxStudents: e.CLASS_MAX_STUDENTS,
    periodSizes: {
      minStudents: e.CLASS_MIN_STUDENTS,
      maxStudents: e.CLASS_MAX_STUDENTS,
      mobilitySeats: e.CLASS_MOBILITY_SEATS,
    },
    schedulerPollMs: e.SCHEDULER_POLL_MS,
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
    classListCacheMs: e.CLASS_LIST_CACHE_MS,
    storageUrl: e.STORAGE_URL ?? null,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    serveWeb: e.SERVE_WEB === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy,
    devTokenLimit: e.DEV_TOKEN_LIMIT,
    applicationSubmitLimit: e.APPLICATION_SUBMIT_LIMIT,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      smtpTimeoutMs: e.MAIL_SMTP_TIMEOUT_MS,
    },
    instanceId: randomBytes(8).toString('hex'),
    clockAt: e.CLOCK_AT ? new Date(e.CLOCK_AT) : null,
    ...overrides,
  };
  return Object.freeze(config);
}
