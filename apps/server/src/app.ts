import cookie from '@fastify/cookie';
import { loadTranslations, MINUTE_MS } from '@forewarn/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createMail } from './adapters/mail/create-mail.js';
import { createSms } from './adapters/sms/create-sms.js';
import { createStorage } from './adapters/storage/create-storage.js';
import type { Storage } from './adapters/storage/storage.js';
import type { Config } from './config.js';
import type { AppDeps } from './deps.js';
import { registerJobQueue } from './jobs/queue.js';
import { countOutcome, createMetrics } from './lib/metrics.js';
import { scrapeReads } from './lib/scrape-reads.js';
import { languageRoutes } from './modules/accounts/language-routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { sessionRoutes } from './modules/accounts/session-routes.js';
import { registerBearerTokens } from './modules/api-tokens/bearer.js';
import { apiTokenRoutes } from './modules/api-tokens/routes.js';
import { CASE_PAGE_SCREEN, casePageHints, casePageId } from './modules/cases/page-hints.js';
import { casesRoutes } from './modules/cases/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { CrowdCeiling } from './modules/crowd/crowd-ceiling.js';
import { registerCrowdMetrics } from './modules/crowd/crowd-metrics.js';
import { crowdRoutes } from './modules/crowd/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerIdempotency } from './modules/idempotency/idempotency.js';
import { moderationRoutes } from './modules/moderation/routes.js';
import { moderationUserRoutes } from './modules/moderation/user-routes.js';
import { namedPartyRoutes } from './modules/named-party/routes.js';
import { deskRoutes } from './modules/notices/desk-routes.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { registerTransparencyMetrics } from './modules/notices/transparency.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { createPush } from './modules/push/push-sender.js';
import { pushRoutes } from './modules/push/routes.js';
import { resolveVapidKeys } from './modules/push/vapid-keys.js';
import { registerHarvestingLimits } from './modules/rate-limits/harvesting.js';
import { reportRoutes } from './modules/reports/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { threadRoutes } from './modules/threads/routes.js';
import { unreadRoutes } from './modules/threads/unread-routes.js';
import { watchRoutes } from './modules/watches/routes.js';
import { webhookRoutes } from './modules/webhooks/routes.js';
import { registerApiVersion } from './plugins/api-version.js';
import { answerClientError } from './plugins/client-errors.js';
import { registerClosingRefusal } from './plugins/closing.js';
import { registerErrorHandling, sendFrameworkError } from './plugins/errors.js';
import { registerEtags } from './plugins/etag.js';
import { KnownSessions } from './plugins/known-sessions.js';
import { registerLanguage } from './plugins/language.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerMethodNotAllowed } from './plugins/method-not-allowed.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerNoNul } from './plugins/no-nul.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerReplicaReads } from './plugins/replica-reads.js';
import { registerRequestId, requestIdOf } from './plugins/request-id.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessions, registerSuspensionGuard } from './plugins/session.js';
import { createVouchLookup } from './plugins/session-vouch.js';
import { registerBodyDeadlines, registerConnectionCap } from './plugins/slow-bodies.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerUploadLimit } from './plugins/upload-limit.js';

export type BuildAppOptions = Pick<AppDeps, 'config' | 'database'> &
  Partial<Omit<AppDeps, 'config' | 'database' | 'metrics'>> & {
    /** pino instance for real runs; tests leave it out and log nothing. */
    logger?: FastifyBaseLogger;
    /** Run this process's job-queue worker (default true; API tests start it where they test it). */
    runJobs?: boolean;
    /**
     * Told of every route as it is registered. The anonymity walk and the authorization matrix
     * use it to call every route the app has, so a route added without being walked fails them.
     */
    onRoute?: (route: { method: string | string[]; url: string }) => void;
  };

/**
 * Fastify takes a hop count at run time but its types only take a function: "trust n hops" is
 * proxy-addr's `(address, hop) => hop < n`.
 */
function fastifyTrustProxy(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole app without listening: server.ts listens, tests call app.inject(). */
/**
 * Home's screen, named in the HTML of / with the chunks it imports: its largest paint waits for
 * them, and since lazy screens fetch their shared chunks themselves (docs/decisions/0095) they
 * would come one round trip after home's own chunk (docs/decisions/0099).
 */
const HOME_SCREEN = 'src/app/routes/home.tsx';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Every language's texts, before the first request: the server answers in any of them.
  await loadTranslations('fr-CA');
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within 5 minutes (Node's own default, which Fastify turns
    // off): time enough for 8 images of 5 MB on a slow phone, not for a client that trickles
    // bytes to hold a connection and its buffered uploads open. Bodies have tighter deadlines
    // of their own (plugins/slow-bodies.ts).
    requestTimeout: 5 * MINUTE_MS,
    // Off: plugins/closing.ts answers a request that reaches a closing server in the API's shape.
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
    // A request the parser cannot read is refused in the API's shape too (plugins/client-errors.ts).
    clientErrorHandler: answerClientError,
    genReqId: requestIdOf,
    // Replaced by registerRequestLog, which leaves query strings out of the log.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  const { onRoute } = options;
  // First, so that no route is registered before it.
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  registerMethodNotAllowed(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createMetrics(database);
  const mail = options.mail ?? createMail(config, app.log);
  const sms = options.sms ?? createSms(config, app.log);
  // Storage the app made itself is the app's to close; storage passed in is the caller's.
  const ownStorage = options.storage ? undefined : createStorage(config);
  const storage: Storage = options.storage ?? (ownStorage as Storage);
  const deps: AppDeps = {
    config,
    database,
    storage,
    // Every email and text is counted as sent or failed for /metrics.
    mail: {
      send: (message) => countOutcome(metrics.mails, mail.send(message)),
      close: mail.close && (() => mail.close?.() ?? Promise.resolve()),
      // A delivery's lease is twice this (notifications/delivery.ts).
      ...(mail.sendDeadlineMs === undefined ? {} : { sendDeadlineMs: mail.sendDeadlineMs }),
    },
    sms: { send: (to, text) => countOutcome(metrics.sms, sms.send(to, text)) },
    metrics,
    push:
      options.push ??
      createPush({ config, database, log: app.log }, await resolveVapidKeys(config)),
    crowd: options.crowd ?? new CrowdCeiling(database.db, config.signupNormalPer10Minutes),
  };
  const scrape = scrapeReads();
  registerCrowdMetrics(metrics.registry, deps.crowd, database.db, scrape);
  registerTransparencyMetrics(metrics.registry, database.db, scrape);
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await deps.mail.close?.();
    ownStorage?.close?.();
  });
  // Unread-message emails, notifications, housekeeping and the 3-year archive (decision 0036).
  if (options.runJobs !== false) registerJobQueue(app);

  registerRequestId(app);
  registerLanguage(app);
  registerApiVersion(app);
  registerEtags(app);
  registerRequestLog(app);
  registerMetrics(app, metrics, { token: config.metricsToken });
  registerErrorHandling(app);
  registerClosingRefusal(app);
  registerConnectionCap(app, {
    connectionsPerAddress: config.connectionsPerAddress,
    trustProxy: config.trustProxy,
  });
  registerBodyDeadlines(app, {
    bodyDeadlineMs: config.bodyDeadlineMs,
    uploadMinBytesPerWindow: config.uploadMinBytesPerWindow,
    uploadRateWindowMs: config.uploadRateWindowMs,
    uploadFloorBytesPerSecond: config.uploadFloorBytesPerSecond,
  });
  // Members behind one shared address get a share each (plugins/known-sessions.ts).
  const knownSessions = new KnownSessions();
  // Unknown session cookies asked about on a connection of their own (issue 46).
  const vouching = createVouchLookup(database.connectionString, () => deps.crowd.now());
  app.addHook('onClose', vouching.close);
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.shedEventLoopDelayMs,
    maxHeapUsedBytes: config.shedHeapUsedBytes,
    databaseWaiting: () => database.pool.waitingCount,
    maxDatabaseWaiting: config.shedDatabaseWaiting,
    maxInFlight: config.shedRequestsInFlight,
    sharesOf: (request) => knownSessions.sharesOf(request),
    vouch: (request) => knownSessions.vouch(request.headers.cookie, vouching.lookup),
  });
  registerNoNul(app);
  registerUploadLimit(app, {
    maxInFlight: config.uploadsInFlight,
    sharesOf: (request) => knownSessions.sharesOf(request),
  });
  await registerSecurity(app, { publicUrl: config.publicUrl });
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await app.register(cookie);
  registerReplicaReads(app);
  registerSessions(app, knownSessions);
  // Before anything that asks who the caller is: a Bearer request's user is its token's.
  registerBearerTokens(app);
  registerHarvestingLimits(app);
  registerSuspensionGuard(app);
  // After the guards: a key is claimed only by a caller they have let through.
  registerIdempotency(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(casesRoutes);
      await api.register(searchRoutes);
      await api.register(geoRoutes);
      await api.register(unreadRoutes);
      await api.register(threadRoutes);
      await api.register(commentRoutes);
      await api.register(namedPartyRoutes);
      await api.register(notificationRoutes);
      await api.register(reportRoutes);
      await api.register(feedbackRoutes);
      await api.register(accountRoutes);
      await api.register(languageRoutes);
      await api.register(moderationUserRoutes);
      await api.register(moderationRoutes);
      await api.register(crowdRoutes);
      await api.register(noticeRoutes);
      await api.register(deskRoutes);
      await api.register(watchRoutes);
      await api.register(pushRoutes);
      await api.register(apiTokenRoutes);
      await api.register(webhookRoutes);
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, {
    root: config.webDist,
    publicUrl: config.publicUrl,
    // The shell is never shed (plugins/load-shedding.ts); while the API is, it goes out without
    // the case page's hints, which would ask the database.
    hints: async (request, pathname) =>
      app.sheddingReason()
        ? { preloads: [] }
        : casePageHints({ database, storage }, await request.currentUser(), pathname),
    screenFor: (pathname) =>
      casePageId(pathname) !== null ? CASE_PAGE_SCREEN : pathname === '/' ? HOME_SCREEN : null,
  });
  return app;
}
