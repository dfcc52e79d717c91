// Server settings, read once from the environment. loadConfig is pure so tests can build any configuration.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when null the embedded PGlite database in dataDir/pgdata is used. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate runs by schema); null means the server default (public). */
  databaseSchema: string | null;
  smtpUrl: string | null;
  /** Public origin of the app, used in mail links and to decide on Secure cookies. */
  publicUrl: string;
  /** Link to the separate management site; '' means there is none and no link is shown. */
  managementUrl: string;
  staticDir: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Attempts per minute per IP on POST /login and /api/check-username. */
  rateLimitMax: number;
  /** Directory holding content/modules/*.json and content/media (seeded on first start). */
  contentDir: string;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (only behind one, else clients could fake their IP). */
  trustProxy: boolean;
  /** Attempts per account (username) within accountRateLimitMinutes on login, 2FA, username check and reset. */
  accountRateLimitMax: number;
  accountRateLimitMinutes: number;
  /** A second password reset for one account within this many minutes answers reset_limit. */
  resetLimitMinutes: number;
  /** Sender of every mail. */
  mailFrom: string;
  /**
   * Optional k-anonymity breached-password lookup (e.g. https://api.pwnedpasswords.com/range/):
   * only the first 5 hex characters of the password's SHA-1 are sent. null: offline list only.
   */
  pwnedRangeUrl: string | null;
  /** Without SMTP the outbox at /dev/mail is open to loopback clients only, unless this is set. */
  devMailAllowRemote: boolean;
  /** Finishes and skips one user may store per minute (each queued item counts once per send). */
  writeRateLimitMax: number;
  /** Password changes one user may try within passwordChangeLimitMinutes. */
  passwordChangeLimitMax: number;
  passwordChangeLimitMinutes: number;
  /** Bearer token that opens /metrics to a scraper on another machine; null: this machine only. */
  metricsToken: string | null;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const flag = (value: string | undefined): boolean => ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase());

const nonEmpty = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

export function loadConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const port = positiveInt(env, 'PORT', 3000);
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const schema = nonEmpty(env.DATABASE_SCHEMA);
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DATABASE_SCHEMA must be a lowercase identifier');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseSchema: schema,
    smtpUrl: nonEmpty(env.SMTP_URL),
    publicUrl,
    managementUrl: (nonEmpty(env.MANAGEMENT_URL) ?? '').replace(/\/+$/, ''),
    staticDir: path.resolve(cwd, nonEmpty(env.STATIC_DIR) ?? 'dist'),
    sessionIdleMinutes: positiveInt(env, 'SESSION_IDLE_MINUTES', 480),
    sessionAbsoluteHours: positiveInt(env, 'SESSION_ABSOLUTE_HOURS', 12),
    rateLimitMax: positiveInt(env, 'RATE_LIMIT_MAX', 20),
    contentDir: path.resolve(cwd, nonEmpty(env.CONTENT_DIR) ?? 'content'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: flag(env.TRUST_PROXY),
    accountRateLimitMax: positiveInt(env, 'ACCOUNT_RATE_LIMIT_MAX', 30),
    accountRateLimitMinutes: positiveInt(env, 'ACCOUNT_RATE_LIMIT_MINUTES', 15),
    resetLimitMinutes: positiveInt(env, 'RESET_LIMIT_MINUTES', 15),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Lifestyle Reality Check <no-reply@lifestylerealitycheck.nl>',
    pwnedRangeUrl: nonEmpty(env.PWNED_RANGE_URL),
    devMailAllowRemote: flag(env.DEV_MAIL_ALLOW_REMOTE),
    writeRateLimitMax: positiveInt(env, 'WRITE_RATE_LIMIT_MAX', 30),
    passwordChangeLimitMax: positiveInt(env, 'PASSWORD_CHANGE_LIMIT_MAX', 10),
    passwordChangeLimitMinutes: positiveInt(env, 'PASSWORD_CHANGE_LIMIT_MINUTES', 15),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
  };
}

/** The database URL without its password, for logs. */
export const describeDatabase = (config: ServerConfig): string =>
  config.databaseUrl
    ? `PostgreSQL ${config.databaseUrl.replace(/\/\/([^:@/]*)(:[^@]*)?@/, '//$1@')}${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
    : `PGlite (embedded) in ${path.join(config.dataDir, 'pgdata')}`;
