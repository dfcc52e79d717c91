// app.mail: queue a mail (always into the outbox) and, with SMTP_URL set, deliver it through
// nodemailer right away; a timer retries what failed. Without SMTP nothing leaves the machine.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { MailMessage } from '../../messages/mail';
import { flushOutbox, type Mailer, type OutboxRow, queueMail, type SendFn } from '../../services/mail';
import { alertFailedActivationMail } from '../../services/mailFailedAlert';

const RETRY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer & {
      /** True when mails leave through SMTP (then /dev/mail does not exist). */
      readonly smtp: boolean;
      /** Resolves once the delivery run under way, if any, is over: its sends and failures recorded. */
      settled(): Promise<void>;
    };
  }
}

export function registerMail(app: FastifyInstance, config: ServerConfig, sendOverride?: SendFn): void {
  let send: SendFn | null = sendOverride ?? null;
  if (!send && config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    app.addHook('onClose', async () => transport.close());
    send = async (row) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
    };
  }
  const counted = send;
  const sender: SendFn | null = counted
    ? async (row) => {
        try {
          await counted(row);
          app.metrics.mailsSent.inc();
        } catch (err) {
          app.metrics.mailsFailed.inc();
          throw err;
        }
      }
    : null;
  // A failed activation mail becomes a manager's alert; a failure to raise it must not stop delivery.
  const gaveUp = async (row: OutboxRow, reason: string) => {
    try {
      await alertFailedActivationMail(app.db, row.id, reason);
    } catch (err) {
      app.log.error({ err }, 'could not raise the alert for a failed mail');
    }
  };
  let running: Promise<void> | null = null;
  let closing = false;

  function deliver(): void {
    if (!sender || running) return;
    running = flushOutbox(app.db, sender, { intervalMs: config.mailIntervalMs, stopped: () => closing, gaveUp })
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, 'mail delivery failed; will retry'))
      .finally(() => {
        running = null;
      });
  }

  if (sender) {
    const timer = setInterval(deliver, RETRY_MS);
    timer.unref();
    app.addHook('onReady', async () => deliver());
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  }

  app.decorate('mail', {
    smtp: sender !== null,
    async send(message: MailMessage, db?: Kysely<Database>) {
      const id = await queueMail(db ?? app.db, message);
      // Inside a transaction the row is not visible yet: the caller calls deliver() after commit.
      if (!db) deliver();
      return id;
    },
    deliver,
    async settled() {
      await running;
    },
  });
}
