// Builds the Fastify app: plugins (db, cookies, sessions, CSRF, rate limits, headers, errors),
// routes and the static PWA. Tests call buildApp and app.inject; server.ts listens.
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { SeedOptions } from './db/seed';
import { registerAccountLimits } from './plugins/app/accountLimits';
import { registerCsrf } from './plugins/external/csrf';
import { registerSwagger } from './plugins/external/swagger';
import dbPlugin from './plugins/app/db';
import { registerErrorHandler } from './plugins/app/errors';
import { registerInputHygiene } from './plugins/app/inputHygiene';
import { loggerOptions } from './logging/loggerOptions';
import { registerRequestLog } from './plugins/app/requestLog';
import { registerMail } from './plugins/app/mail';
import { registerMetrics } from './plugins/app/metrics';
import { registerSecurityHeaders } from './plugins/app/securityHeaders';
import { registerSessions } from './plugins/app/sessions';
import { listenForContentChanges } from './plugins/app/contentChanges';
import { registerStaticApp } from './plugins/app/staticApp';
import { registerUserLimits } from './plugins/app/userLimits';
import { registerSessionHintCookie } from './plugins/app/sessionHintCookie';
import { loadOorcheckSettings, type OorcheckSettings } from './oorcheck/settings';
import { lazySerializerBuilder, lazyValidatorBuilder } from './http/lazySchemas';
import { registerRoutes } from './http/registerRoutes';
import type { SendFn } from './services/mail';
import type { PgliteInMemory } from './db/connect';
import { registerImitationAudit } from './plugins/app/imitationAudit';
import { scheduleRetention } from './plugins/app/retentionSchedule';
import { setPasswordHashCost } from './services/passwords';
import { trackTrailingWork } from './plugins/app/trailingWork';
import { compileNode } from '../src/rules/closures';
import { setExpressionCompiler } from '../src/rules/expression';
// Issue 34, the raw export (stats-export).
import { scheduleStatsExports } from './plugins/app/statsExportWorker';
import type { JobHooks } from './services/statsExport/job';

export interface BuildOptions {
  /** false: no logging at all (most tests); default: the config's log level, to stdout. */
  logger?: false;
  /** Where log lines go instead of stdout (tests capture them to scan for secrets). */
  logStream?: { write(line: string): void };
  seed?: SeedOptions;
  /** Replaces SMTP delivery (tests record what would be sent). */
  mailSender?: SendFn;
  /** Oorcheck provider settings; default: read from the environment (OORCHECK_PROVIDER_URL). */
  oorcheck?: OorcheckSettings;
  /** Epoch-ms clock for sessions and limits (tests move time forward); default Date.now. */
  clock?: () => number;
  /** PGlite in memory instead of DATA_DIR/pgdata, loaded from an image when given: tests copy a migrated template. */
  pglite?: PgliteInMemory;
  // Issue 34, the raw export (stats-export).
  /** Tests pause a raw export job between batches here (to stop or kill its instance mid-job). */
  statsExportHooks?: JobHooks;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes a function: this Fastify release treats a plain
 * number as "trust nobody" (a hop count cannot check who the nearest peer is). With n hops the
 * client is the address the n-th proxy from us saw; anything further left is the client's own text.
 */
export const fastifyTrustProxy = (
  trust: ServerConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(config: ServerConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Rule expressions run as closures made once each: a finish re-runs its module (src/rules/closures.ts).
  setExpressionCompiler(compileNode);
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel, opts.logStream),
    // Fastify's request lines hold the raw URL (reset tokens, usernames); plugins/app/requestLog.ts
    // writes redacted ones. Ids are random so lines of several instances and restarts never mix.
    disableRequestLogging: true,
    genReqId: () => randomUUID(),
    // Strict input: unknown properties are rejected instead of silently dropped, and "42" is not
    // quietly turned into 42 (path parameters are declared as digit strings instead).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Opening a new PGlite database (and migrating + seeding it) takes several seconds on a busy
    // 2-core machine; avvio's 10 s default made first starts fail.
    pluginTimeout: 120_000,
    schemaController: {
      compilersFactory: { buildValidator: lazyValidatorBuilder(), buildSerializer: lazySerializerBuilder() },
    },
    // Route schemas are TypeBox schemas, and so the routes' types (request and reply).
  }).withTypeProvider<TypeBoxTypeProvider>();
  const https = config.publicUrl.startsWith('https:');
  setPasswordHashCost(config.passwordHashCost);
  // First hook of all, so every request is counted before anything can answer it.
  const trailing = trackTrailingWork(app);

  // First: it records each route's schema as the route is added (plugins add routes too: /metrics).
  await registerSwagger(app);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerMetrics(app, config.metricsToken);
  registerSecurityHeaders(app, https);
  registerInputHygiene(app);
  await app.register(dbPlugin, { config, seed: opts.seed, pglite: opts.pglite });
  await app.register(fastifyCookie);
  await registerCsrf(app, https);
  await app.register(fastifyRateLimit, { global: false });
  await registerSessions(app, config, opts.clock);
  await listenForContentChanges(app, config);
  registerMail(app, config, opts.mailSender);
  registerAccountLimits(app, config, opts.clock);
  scheduleRetention(app, config, opts.clock);
  scheduleStatsExports(app, config.statsExport, opts.statsExportHooks);
  registerUserLimits(app, config);
  registerImitationAudit(app);
  registerSessionHintCookie(app, https);
  // After every other onResponse hook (log, metrics, audit), and before the routes, whose
  // encapsulated contexts copy the hooks registered so far.
  trailing.countEnds();

  await registerRoutes(app, { config, oorcheck: opts.oorcheck ?? loadOorcheckSettings(process.env) });
  await registerStaticApp(app, config.staticDir);
  return app;
}
