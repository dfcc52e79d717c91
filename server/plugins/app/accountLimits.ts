// app.limits: the anti-automation limits of login, 2-factor codes, username checks, password
// links and mails (issues 10 and 19). They count what an attacker does and a class does not:
// - failures per account *and* address: guessing one account slows down, nobody else notices;
// - failures per account from all addresses: above a high ceiling only addresses that logged in
//   to that account before may still try (a botnet cannot guess on; the owner is not locked out);
// - failures per address across accounts (password spraying), with a ceiling a school of 2,000
//   behind one address never reaches, or an operator-set ceiling for a listed range;
// - successful requests never count against an address.
// Counters live in the database (limit_counters), shared by every instance. Each refusal is a
// 429 too_many_requests with Retry-After; a refused request is not counted, so waiting works.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../../config';
import { AddressBuckets } from '../../services/addressKey';
import { type Clock, LimitCounters } from '../../services/limitCounters';

/** How long an address stays "known" for an account after a successful login there. */
const KNOWN_SOURCE_MS = 30 * 24 * 3_600_000;

const BUG_REPORT_WINDOW_MS = 3_600_000;
const BUG_REPORTS_PER_STUDENT = 20;
const BUG_REPORTS_PER_ADDRESS = 300;
/** The contact form: a person asks a few questions an hour; a school behind one address a few dozen. */
const CONTACT_WINDOW_MS = 3_600_000;
export const CONTACT_MESSAGES_PER_USER = 5;
export const CONTACT_MESSAGES_PER_ADDRESS = 30;

export interface Refusal {
  /** Whole seconds until the blocking window ends (at least 1). */
  retryAfter: number;
}

interface Limit {
  key: string;
  max: number;
}

export class AttemptLimits {
  private readonly buckets: AddressBuckets;
  private readonly accountWindowMs: number;
  private readonly addressWindowMs: number;

  constructor(
    readonly counters: LimitCounters,
    private readonly config: ServerConfig,
  ) {
    this.buckets = new AddressBuckets(config.addressRanges, config.addressFailureMax);
    this.accountWindowMs = config.accountRateLimitMinutes * 60_000;
    this.addressWindowMs = config.addressFailureMinutes * 60_000;
  }

  private address(ip: string): Limit {
    return this.buckets.bucket(ip);
  }

  private accountSource(kind: string, account: string, ip: string): Limit {
    return { key: `fail:${kind}:${account}|${this.address(ip).key}`, max: this.config.accountRateLimitMax };
  }

  /** The refusal for the first exhausted limit, waiting for the longest of them. */
  private async refusal(
    limits: Limit[],
    extra?: (counts: Map<string, { hits: number; resetAt: number }>) => number | null,
  ): Promise<Refusal | null> {
    const counts = await this.counters.read(limits.map((l) => l.key));
    let until = 0;
    for (const limit of limits) {
      const count = counts.get(limit.key);
      if (count && count.hits >= limit.max) until = Math.max(until, count.resetAt);
    }
    const more = extra?.(counts);
    if (more) until = Math.max(until, more);
    if (until === 0) return null;
    return { retryAfter: Math.max(1, Math.ceil((until - this.counters.now()) / 1000)) };
  }

  // ---- password login ----

  async checkLogin(username: string, ip: string): Promise<Refusal | null> {
    const all = `fail:login-all:${username}`;
    const known = `known:${username}|${this.address(ip).key}`;
    const counts = await this.counters.read([all, known]);
    const allCount = counts.get(all);
    const strangerBlocked =
      allCount && allCount.hits >= this.config.accountAllSourcesMax && !counts.has(known) ? allCount.resetAt : null;
    return this.refusal([this.accountSource('login', username, ip), this.address(ip)], () => strangerBlocked);
  }

  async loginFailed(username: string, ip: string): Promise<void> {
    await this.counters.hit(
      [this.accountSource('login', username, ip).key, `fail:login-all:${username}`],
      this.accountWindowMs,
    );
    await this.counters.hit([this.address(ip).key], this.addressWindowMs);
  }

  async loginSucceeded(username: string, ip: string): Promise<void> {
    await this.counters.clear([this.accountSource('login', username, ip).key]);
    await this.counters.hit([`known:${username}|${this.address(ip).key}`], KNOWN_SOURCE_MS);
  }

  // ---- second factor (the password is already proven; counted per account and address) ----

  checkTwoFactor(userId: number, ip: string): Promise<Refusal | null> {
    return this.refusal([this.accountSource('2fa', String(userId), ip), this.address(ip)]);
  }

  async twoFactorFailed(userId: number, ip: string): Promise<void> {
    await this.counters.hit([this.accountSource('2fa', String(userId), ip).key], this.accountWindowMs);
    await this.counters.hit([this.address(ip).key], this.addressWindowMs);
  }

  async twoFactorSucceeded(userId: number, ip: string): Promise<void> {
    await this.counters.clear([this.accountSource('2fa', String(userId), ip).key]);
  }

  // ---- anything else an attacker can probe: unknown usernames, bad password links ----

  checkAddress(ip: string): Promise<Refusal | null> {
    return this.refusal([this.address(ip)]);
  }

  async addressFailed(ip: string): Promise<void> {
    await this.counters.hit([this.address(ip).key], this.addressWindowMs);
  }

  // ---- bug reports: per student when logged in, per address (high: a whole class may hit one bug) when not ----

  /** Refuses when the reporter used up the window, else counts this report. */
  async bugReport(userId: number | null, ip: string): Promise<Refusal | null> {
    const limit =
      userId === null
        ? { key: `bug:${this.address(ip).key}`, max: BUG_REPORTS_PER_ADDRESS }
        : { key: `bug:user:${userId}`, max: BUG_REPORTS_PER_STUDENT };
    const refusal = await this.refusal([limit]);
    if (!refusal) await this.counters.hit([limit.key], BUG_REPORT_WINDOW_MS);
    return refusal;
  }

  // ---- the contact form: per account and per address; a refused question is answered 429, never dropped ----

  /** Refuses when the account or the address used up the window, else counts this question. */
  async contactMessage(userId: number, ip: string): Promise<Refusal | null> {
    const limits = [
      { key: `contact:user:${userId}`, max: CONTACT_MESSAGES_PER_USER },
      { key: `contact:${this.address(ip).key}`, max: CONTACT_MESSAGES_PER_ADDRESS },
    ];
    const refusal = await this.refusal(limits);
    if (!refusal)
      await this.counters.hit(
        limits.map((l) => l.key),
        CONTACT_WINDOW_MS,
      );
    return refusal;
  }

  // ---- mails: one of a kind per account per window; never a refusal for anyone else ----

  /** True when a mail of this kind may go to this address now (claims the window). */
  claimMail(kind: 'reset' | 'activation', email: string): Promise<boolean> {
    return this.counters.claim(`mail:${kind}:${email}`, this.config.resetLimitMinutes * 60_000);
  }

  /** Seconds until the next mail of this kind may go to this address. */
  async mailRetryAfter(kind: 'reset' | 'activation', email: string): Promise<number> {
    const count = (await this.counters.read([`mail:${kind}:${email}`])).get(`mail:${kind}:${email}`);
    return count ? Math.max(1, Math.ceil((count.resetAt - this.counters.now()) / 1000)) : 1;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: AttemptLimits;
  }
}

export function registerAccountLimits(app: FastifyInstance, config: ServerConfig, clock: Clock = Date.now): void {
  app.decorate('limits', new AttemptLimits(new LimitCounters(app.db, clock), config));
  // Every 429 says when to come back, also those of other plugins (the client counts down).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('Retry-After', '60');
    return payload;
  });
}

export const tooManyRequests = (reply: FastifyReply, refusal: Refusal): FastifyReply =>
  reply
    .code(429)
    .header('Retry-After', String(refusal.retryAfter))
    .send({ error: 'too_many_requests', retry_after: refusal.retryAfter });
