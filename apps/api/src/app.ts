import { receiptsRoutes } from './features/payments/receipts.routes.ts';
import { financeRoutes } from './features/payments/finance.routes.ts';
import { createFileStorage, type FileStorage } from './storage/file-storage.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import { SettableClock, systemClock, type Clock } from './lib/clock.ts';
import { createDatabase, type DatabaseHandle } from './db/create-db.ts';
import { AccessLogController, flushLogs, loggerOptions } from './lib/access-log.ts';
import { getOrCreateSecret } from './lib/secrets.ts';
import { trustHops } from './lib/proxy-trust.ts';
import { authPlugin } from './plugins/auth.ts';
import { authTokensPlugin, bearerIdentifier } from './features/auth/bearer-identity.ts';
import { IdentityCache } from './features/auth/identity-cache.ts';
import { ChangeListener } from './db/change-notices.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { createFrameworkErrorHandlers } from './plugins/framework-errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { keptAnswersPlugin } from './plugins/kept-answers.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { StaffTokens } from './features/auth/staff-tokens.ts';
import { StudentTokens } from './features/auth/student-tokens.ts';
import { loadDevSigningKey } from './features/dev-issuer/dev-keys.ts';
import { devIssuerPlugin } from './features/dev-issuer/dev-issuer.plugin.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { classesRoutes } from './features/classes/classes.routes.ts';
import { mobilityRoutes } from './features/classes/mobility.routes.ts';
import { teachersRoutes } from './features/teachers/teachers.routes.ts';
import { teacherAccountsRoutes } from './features/teacher-accounts/teacher-accounts.routes.ts';
import { teacherInvitationsRoutes } from './features/teacher-invitations/teacher-invitations.routes.ts';
import { roomsRoutes } from './features/rooms/rooms.routes.ts';
import { waitlistRoutes } from './features/classes/waitlist.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { exportsRoutes } from './features/exports/exports.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { studentsRoutes } from './features/students/students.routes.ts';
import { teacherApplicationsRoutes } from './features/teacher-applications/teacher-applications.routes.ts';
import { activityRoutes } from './features/activity/activity.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { periodsRoutes } from './features/periods/periods.routes.ts';
import { holdsRoutes } from './features/holds/holds.routes.ts';
import { demandRoutes } from './features/demand/demand.routes.ts';
import { convalidationsRoutes } from './features/convalidations/convalidations.routes.ts';
import { gradesRoutes } from './features/grades/grades.routes.ts';
import { coordinationRoutes } from './features/coordination/coordination.routes.ts';
import { evaluationRoutes } from './features/coordination/evaluation.routes.ts';
import { documentsRoutes } from './features/grades/documents.routes.ts';
import { createMailWorker } from './mail/outbox-worker.ts';
import { createScheduler, type Scheduler } from './scheduler/scheduler.ts';
import { calendarRoutes } from './features/calendar/calendar.routes.ts';

export interface BuildOptions {
  /** An already migrated database; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /** Fastify logger settings (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes instead of stdout (tests read what would be logged). */
  logStream?: { write(line: string): void };
  /** What time it is for this app (tests pass a SettableClock); default CLOCK_AT's clock, else the system's. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock every rule compares with (lib/clock.ts). */
    clock: Clock;
    /** Scheduled work (deadlines, phase changes); tests call `runOnce()` on their clock. */
    scheduler: Scheduler;
    /** How long a waitlist offer holds its seat, hours (WAITLIST_OFFER_HOURS). */
    waitlistOfferHours: number;
    /** Where uploaded receipts live (storage/file-storage.ts; STORAGE_URL). */
    storage: FileStorage;
    /** Students' identities kept by token while the process is told of every change (PostgreSQL only). */
    identityCache: IdentityCache;
    /** The connection that tells this process of identity changes (PostgreSQL), or null (SQLite). */
    identityNotices: ChangeListener | null;
  }
}

/**
 * Builds the whole portal — API under /api, dev issuer under /idp, the SPA everywhere else —
 * without listening. The database must already be migrated.
 */
function requestIds(): () => string {
  const prefix = randomBytes(4).toString('hex');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const handle = options.database ?? createDatabase(config.database);
  // Errors answered before any hook runs (bad URL, unparsable or too large headers): Spanish, secured.
  const frameworkErrors = createFrameworkErrorHandlers();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    logController: new AccessLogController(),
    // A hop count trusts the socket's peer, when it is on a private network, and the next N-1 proxies;
    // the client is the first untrusted address from the right of X-Forwarded-For. A list trusts those
    // addresses/CIDRs wherever they are.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    // Slow clients are cut off. Node checks open connections every `connectionsCheckingInterval` (30 s
    // by default, which would let a trickling client hold a socket for up to twice the limit), and it
    // holds a request whose body trickles in to `headersTimeout` (60 s by default), not to
    // `requestTimeout`: both follow the configured limit. An idle socket closes after 60 s (or twice a
    // longer limit), whatever the limit, so a slow handler is never cut by the idle timer.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: Math.max(60_000, config.requestTimeoutMs * 2),
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    return503OnClosing: true,
    // A per-process random prefix and a counter: unique, without a crypto call per request.
    genReqId: requestIds(),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors.frameworkErrors,
    clientErrorHandler: frameworkErrors.clientErrorHandler,
  });
  // The log lines gathered for stdout's next batched write go out when the app closes.
  app.addHook('onClose', async () => flushLogs());
  app.decorate('clock', options.clock ?? (config.clockAt ? new SettableClock(config.clockAt) : systemClock));
  app.decorate('storage', createFileStorage(config.storageUrl, config.dataDir));
  app.decorate('waitlistOfferHours', config.waitlistOfferHours);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { handle, closeOnShutdown: !options.database });
  if (config.mail.smtpUrl) {
    // The outbox worker runs in every process; claims keep two processes from sending one mail twice.
    const worker = createMailWorker(handle.db, { ...config.mail, smtpUrl: config.mail.smtpUrl, log: app.log });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  }

  // Every process looks for due work; a job's claim keeps two processes from doing it twice.
  const scheduler = createScheduler(handle.db, {
    clock: app.clock,
    log: app.log,
    pollMs: config.schedulerPollMs,
    offerHours: config.waitlistOfferHours,
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());

  const staffSecret =
    config.jwtSecret ??
    (await getOrCreateSecret(handle.db, 'staff_jwt_secret', () => randomBytes(48).toString('base64url')));
  const devKey = config.oidc.mode === 'dev' ? await loadDevSigningKey(handle.db) : null;
  const studentTokens = new StudentTokens(config.oidc, devKey?.publicJwks);

  await app.register(securityPlugin, {
    connectSources: config.oidc.mode === 'external' ? [new URL(config.oidc.issuer).origin] : [],
    https: config.publicUrl.startsWith('https://'),
    onHeaders: frameworkErrors.useHeaders,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  const tokens = { staffTokens: new StaffTokens(staffSecret), studentTokens };
  await app.register(authTokensPlugin, tokens);
  // On PostgreSQL every process keeps the identities it resolved while it listens for identity changes
  // (db/change-notices.ts, docs/decisions/040-identity-cache.md); SQLite reads them on every request.
  const identityCache = new IdentityCache();
  const identityNotices =
    handle.dialect === 'postgres' && config.database.dialect === 'postgres'
      ? new ChangeListener(config.database, 'portal_identity', {
          notice: () => identityCache.changed(),
          listening: () => identityCache.listening(),
          deaf: () => identityCache.deaf(),
        })
      : null;
  app.decorate('identityCache', identityCache);
  app.decorate('identityNotices', identityNotices);
  if (identityNotices) {
    app.addHook('onReady', async () => identityNotices.start());
    app.addHook('onClose', async () => identityNotices.stop());
  }
  await app.register(authPlugin, { identify: bearerIdentifier(tokens, identityCache) });
  await app.register(noStorePlugin);
  await app.register(docsPlugin);

  // The class list and «Mis Cursos» hand out kept answers while what they show is unchanged.
  await app.register(keptAnswersPlugin, { listFreshMs: config.classListCacheMs });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { oidc: config.oidc });
      await api.register(catalogRoutes);
      await api.register(classesRoutes);
      await api.register(exportsRoutes);
      await api.register(mobilityRoutes);
      await api.register(gradesRoutes);
      await api.register(coordinationRoutes);
      await api.register(evaluationRoutes);
      await api.register(documentsRoutes, { publicUrl: config.publicUrl });
      await api.register(teachersRoutes);
      await api.register(roomsRoutes);
      await api.register(paymentsRoutes);
      await api.register(receiptsRoutes);
      await api.register(financeRoutes);
      await api.register(waitlistRoutes);
      await api.register(calendarRoutes, { publicUrl: config.publicUrl });
      await api.register(holdsRoutes);
      await api.register(demandRoutes);
      await api.register(convalidationsRoutes);
      await api.register(studentsRoutes);
      await api.register(teacherApplicationsRoutes, { submitLimit: config.applicationSubmitLimit });
      await api.register(teacherInvitationsRoutes, { publicUrl: config.publicUrl });
      await api.register(teacherAccountsRoutes);
      await api.register(activityRoutes);
      await api.register(notificationsRoutes);
      await api.register(periodsRoutes, { defaults: { paymentDays: 5, ...config.periodSizes } });
    },
    { prefix: '/api' },
  );

  if (devKey) await app.register(devIssuerPlugin, { config, key: devKey });
  // Without SMTP, while the dev issuer stands in for Entra ID, the outbox is readable at /dev/mail.
  if (devKey && !config.mail.smtpUrl) await app.register(devMailRoutes);

  await app.register(spaPlugin, {
    root: config.serveWeb ? config.webDist : null,
    auth: {
      mode: config.oidc.mode,
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: config.oidc.scope,
    },
  });
  return app;
}
