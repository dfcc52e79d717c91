// Server settings, read once from the environment. loadConfig is pure so tests can build any configuration.
import net from 'node:net';
import path from 'node:path';
import { meetsOwaspMinimum, PRODUCTION_HASH_COST, type PasswordHashCost } from './services/passwordCost';

/** An operator-listed address range (a school's connection) with its own failure ceiling. */
export interface AddressRange {
  /** As written, e.g. '192.0.2.0/24'; also the key its failures are counted under (the range shares one count). */
  cidr: string;
  max: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when null the embedded PGlite database in dataDir/pgdata is used. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate runs by schema); null means the server default (public). */
  databaseSchema: string | null;
  /** PostgreSQL URL statistics read from (a read replica); null: the main database (issue 34). */
  statsDatabaseUrl: string | null;
  smtpUrl: string | null;
  /** Public origin of the app, used in mail links and to decide on Secure cookies. */
  publicUrl: string;
  /** Link to the separate management site; '' means there is none and no link is shown. */
  managementUrl: string;
  staticDir: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Directory holding content/modules/*.json and content/media (seeded on first start). */
  contentDir: string;
  logLevel: string;
  /**
   * Fastify's trustProxy: false (no proxy), a hop count, or the proxies' addresses/CIDRs. Never
   * `true`: that trusts the left-most X-Forwarded-For entry, which any client can write.
   */
  trustProxy: false | number | string[];
  /** Failed attempts per account *and* address within accountRateLimitMinutes (login, 2FA codes). */
  accountRateLimitMax: number;
  accountRateLimitMinutes: number;
  /** Failed attempts per account from all addresses together; above it only addresses that logged in to it before may try. */
  accountAllSourcesMax: number;
  /** Failed attempts per address (all accounts together) within addressFailureMinutes. Successes never count. */
  addressFailureMax: number;
  addressFailureMinutes: number;
  /** Address ranges with their own ceiling (ADDRESS_LIMITS), checked before addressFailureMax. */
  addressRanges: AddressRange[];
  /** One password-reset mail and one activation mail per account (or unknown address) in this many minutes. */
  resetLimitMinutes: number;
  /** Sender of every mail. */
  mailFrom: string;
  /** Where the management site's contact form sends its questions (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Pause between two outgoing mails (MAIL_INTERVAL_MS, default 200: at most 5 a second). */
  mailIntervalMs: number;
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
  /** argon2id cost of new password hashes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS); never below OWASP's minimum outside NODE_ENV=test. */
  passwordHashCost: PasswordHashCost;
  /** How long personal data is kept (docs/privacy.md; the retention job, server/services/retention). */
  retention: RetentionPeriods;
  // Issue 34, the raw export (stats-export).
  /** The raw export's files and job (EXPORT_*; server/services/statsExport, docs/operations.md). */
  statsExport: StatsExportSettings;
}

/** Issue 34: where the raw export's files are kept, for how long, and the job's pace. */
export interface StatsExportSettings {
  /** EXPORT_DIR (default DATA_DIR/exports): one folder all instances share. */
  dir: string;
  /** A finished export's link works, and its file is kept, this many hours. */
  keepHours: number;
  /** How often an idle instance looks for a waiting job (ms). */
  pollMs: number;
  /** How long a claim holds without a sign of life before another instance takes the job over (s). */
  leaseSeconds: number;
  /** Finished tests read per query. */
  batchRows: number;
}

/** Retention periods (RETENTION_* settings); the job erases what is older, once a day. */
export interface RetentionPeriods {
  /** A student who left is erased after this many whole school years after the one they were last in (default 1: after 31 July of the next school year). */
  leftSchoolYears: number;
  /** Unfinished answers kept in a bug report's state are taken out after this many days. */
  inProgressDays: number;
  outboxDays: number;
  /** Login sessions unused for this many days (never less than SESSION_ABSOLUTE_HOURS). */
  sessionDays: number;
  /** 2FA codes and mail-link tokens this many days after they expired. */
  codeDays: number;
  oorcheckDays: number;
  bugReportDays: number;
  auditDays: number;
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

const isAddressOrCidr = (value: string): boolean => {
  const [address, prefix, ...rest] = value.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/** The hashing cost from the settings; below OWASP's minimum only in tests, where speed matters and no real password is stored. */
function passwordHashCost(env: Env): PasswordHashCost {
  const cost: PasswordHashCost = {
    memoryCost: positiveInt(env, 'PASSWORD_HASH_MEMORY_KIB', PRODUCTION_HASH_COST.memoryCost),
    timeCost: positiveInt(env, 'PASSWORD_HASH_ITERATIONS', PRODUCTION_HASH_COST.timeCost),
    parallelism: PRODUCTION_HASH_COST.parallelism,
  };
  // argon2 itself needs at least 8 KiB per lane.
  if (cost.memoryCost < 8 * cost.parallelism) throw new Error('PASSWORD_HASH_MEMORY_KIB must be at least 8');
  if (env.NODE_ENV !== 'test' && !meetsOwaspMinimum(cost)) {
    throw new Error(
      `PASSWORD_HASH_MEMORY_KIB=${cost.memoryCost} with PASSWORD_HASH_ITERATIONS=${cost.timeCost} is below OWASP's minimum for argon2id (19456 KiB with 2 iterations, or 47104/1, 12288/3, 9216/4, 7168/5)`,
    );
  }
  return cost;
}

/**
 * TRUST_PROXY: unset/0/off → no proxy; a number → that many proxy hops (the address the last hop
 * saw is the client); otherwise a comma-separated list of the proxies' addresses or CIDRs.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on', 'all'].includes(value)) {
    throw new Error(
      `TRUST_PROXY must be a hop count or the proxies' addresses/CIDRs, got '${raw}': trusting every hop lets any client fake its address`,
    );
  }
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.find((part) => !isAddressOrCidr(part));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY must be a hop count or the proxies' addresses/CIDRs, got '${bad}'`);
  return list;
}

/** ADDRESS_LIMITS: '192.0.2.0/24=2000, 2001:db8::/48=3000' (range = failures per window). */
export function parseAddressRanges(raw: string | undefined): AddressRange[] {
  if (!raw || raw.trim() === '') return [];
  return raw
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const [cidr, max] = part.split('=').map((s) => s.trim());
      if (!cidr || !isAddressOrCidr(cidr) || !max || !/^[1-9]\d*$/.test(max)) {
        throw new Error(`ADDRESS_LIMITS entries must look like 192.0.2.0/24=2000, got '${part.trim()}'`);
      }
      return { cidr, max: Number(max) };
    });
}

export function loadConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const port = positiveInt(env, 'PORT', 3000);
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const schema = nonEmpty(env.DATABASE_SCHEMA);
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error('DATABASE_SCHEMA must be a lowercase identifier');
  // A replica of the embedded PGlite database does not exist: statistics then read the one database.
  if (nonEmpty(env.STATS_DATABASE_URL) && !nonEmpty(env.DATABASE_URL))
    throw new Error('STATS_DATABASE_URL needs DATABASE_URL (a replica of a PostgreSQL database)');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseSchema: schema,
    statsDatabaseUrl: nonEmpty(env.STATS_DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    publicUrl,
    managementUrl: (nonEmpty(env.MANAGEMENT_URL) ?? '').replace(/\/+$/, ''),
    staticDir: path.resolve(cwd, nonEmpty(env.STATIC_DIR) ?? 'dist'),
    sessionIdleMinutes: positiveInt(env, 'SESSION_IDLE_MINUTES', 480),
    sessionAbsoluteHours: positiveInt(env, 'SESSION_ABSOLUTE_HOURS', 12),
    contentDir: path.resolve(cwd, nonEmpty(env.CONTENT_DIR) ?? 'content'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accountRateLimitMax: positiveInt(env, 'ACCOUNT_RATE_LIMIT_MAX', 10),
    accountRateLimitMinutes: positiveInt(env, 'ACCOUNT_RATE_LIMIT_MINUTES', 15),
    accountAllSourcesMax: positiveInt(env, 'ACCOUNT_RATE_LIMIT_ALL_SOURCES_MAX', 100),
    addressFailureMax: positiveInt(env, 'ADDRESS_FAILURE_LIMIT_MAX', 300),
    addressFailureMinutes: positiveInt(env, 'ADDRESS_FAILURE_LIMIT_MINUTES', 15),
    addressRanges: parseAddressRanges(env.ADDRESS_LIMITS),
    resetLimitMinutes: positiveInt(env, 'RESET_LIMIT_MINUTES', 15),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Lifestyle Reality Check <no-reply@lifestylerealitycheck.nl>',
    mailIntervalMs: positiveInt(env, 'MAIL_INTERVAL_MS', 200),
    supportEmail: nonEmpty(env.SUPPORT_EMAIL) ?? 'support@lifestylerealitycheck.nl',
    pwnedRangeUrl: nonEmpty(env.PWNED_RANGE_URL),
    devMailAllowRemote: flag(env.DEV_MAIL_ALLOW_REMOTE),
    writeRateLimitMax: positiveInt(env, 'WRITE_RATE_LIMIT_MAX', 30),
    passwordChangeLimitMax: positiveInt(env, 'PASSWORD_CHANGE_LIMIT_MAX', 10),
    passwordChangeLimitMinutes: positiveInt(env, 'PASSWORD_CHANGE_LIMIT_MINUTES', 15),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    passwordHashCost: passwordHashCost(env),
    retention: {
      leftSchoolYears: positiveInt(env, 'RETENTION_LEFT_SCHOOL_YEARS', 1),
      inProgressDays: positiveInt(env, 'RETENTION_IN_PROGRESS_DAYS', 30),
      outboxDays: positiveInt(env, 'RETENTION_OUTBOX_DAYS', 30),
      sessionDays: positiveInt(env, 'RETENTION_SESSION_DAYS', 1),
      codeDays: positiveInt(env, 'RETENTION_CODE_DAYS', 1),
      oorcheckDays: positiveInt(env, 'RETENTION_OORCHECK_DAYS', 30),
      bugReportDays: positiveInt(env, 'RETENTION_BUG_REPORT_DAYS', 180),
      auditDays: positiveInt(env, 'RETENTION_AUDIT_DAYS', 730),
    },
    // Issue 34, the raw export (stats-export).
    statsExport: {
      dir: path.resolve(cwd, nonEmpty(env.EXPORT_DIR) ?? path.join(nonEmpty(env.DATA_DIR) ?? 'data', 'exports')),
      keepHours: positiveInt(env, 'EXPORT_KEEP_HOURS', 24),
      pollMs: positiveInt(env, 'EXPORT_POLL_MS', 2000),
      leaseSeconds: positiveInt(env, 'EXPORT_LEASE_SECONDS', 120),
      batchRows: positiveInt(env, 'EXPORT_BATCH_ROWS', 2000),
    },
  };
}

/** The database URL without its password, for logs. */
export const describeDatabase = (config: ServerConfig): string =>
  config.databaseUrl
    ? `PostgreSQL ${config.databaseUrl.replace(/\/\/([^:@/]*)(:[^@]*)?@/, '//$1@')}${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
    : `PGlite (embedded) in ${path.join(config.dataDir, 'pgdata')}`;
