// Prometheus metrics on GET /metrics (prom-client): requests per route and status, latency per
// route, 5xx errors, offline-queue replays accepted and refused, mails sent and failed, the database
// pool and the event loop (prom-client's default process metrics). Answered to this machine
// (isLocalRequest) or to a scraper sending `Authorization: Bearer METRICS_TOKEN`; anyone else
// gets 404, as if there were nothing there.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { databasePoolStats } from '../../db/connect';
import { isLocalRequest } from '../../services/localRequest';
import { errors, fileResponse } from '../../schemas/common';

export interface Metrics {
  registry: Registry;
  mailsSent: Counter;
  mailsFailed: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const QUEUE_ROUTE = '/api/action-queue';

function tokenMatches(header: string | undefined, token: string | null): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function registerMetrics(app: FastifyInstance, metricsToken: string | null): void {
  // One registry per app (tests build several apps in one process).
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'lrc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'lrc_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'lrc_http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  const replays = new Counter({
    name: 'lrc_queue_replays_total',
    help: 'Offline-queue items replayed through /api/action-queue, by outcome (accepted: 2xx, refused: anything else)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const mailsSent = new Counter({ name: 'lrc_mails_sent_total', help: 'Mails handed to SMTP', registers: [registry] });
  const mailsFailed = new Counter({
    name: 'lrc_mails_failed_total',
    help: 'Mail deliveries that failed (retried later)',
    registers: [registry],
  });
  const poolGauge = (
    name: string,
    help: string,
    pick: (s: NonNullable<ReturnType<typeof databasePoolStats>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = app.hasDecorator('db') ? databasePoolStats(app.db) : null;
        if (stats) this.set(pick(stats));
      },
    });
  poolGauge('lrc_db_pool_connections', 'Database connections open (PGlite: always 1)', (s) => s.total);
  poolGauge('lrc_db_pool_idle', 'Database connections idle', (s) => s.idle);
  poolGauge('lrc_db_pool_waiting', 'Queries waiting for a free database connection', (s) => s.waiting);
  poolGauge('lrc_db_pool_max', 'Largest number of database connections this instance opens', (s) => s.max);

  app.decorate('metrics', { registry, mailsSent, mailsFailed });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label, so scanners cannot blow up the number of series.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ route });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== QUEUE_ROUTE || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    try {
      const { results } = JSON.parse(payload) as { results?: Array<{ status: number }> };
      for (const item of results ?? [])
        replays.inc({ outcome: item.status >= 200 && item.status < 300 ? 'accepted' : 'refused' });
    } catch {
      // Not the documented answer: nothing to count.
    }
    return payload;
  });

  const metricsSchema = {
    summary: 'Prometheus metrics: answered on this machine, or elsewhere with the metrics token (else 404)',
    response: { 200: fileResponse('Prometheus text exposition format.', 'text/plain'), ...errors(404) },
  };
  app.get('/metrics', { logLevel: 'warn', schema: metricsSchema }, async (request, reply) => {
    if (!isLocalRequest(request) && !tokenMatches(request.headers.authorization, metricsToken)) {
      return reply.code(404).send({ error: 'not_found' });
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
