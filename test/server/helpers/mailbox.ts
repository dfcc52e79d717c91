// Reads mails the app queued in the outbox, as a person would read them at /dev/mail.
import type { FastifyInstance } from 'fastify';

export async function latestMail(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string; text: string; html: string | null }> {
  const mail = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const code = /inlogcode[^:]*: (\d{6})/.exec((await latestMail(app, to)).text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

export async function latestLinkToken(
  app: FastifyInstance,
  to: string,
  path: 'resetting/reset' | 'register/confirm',
): Promise<string> {
  const token = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec((await latestMail(app, to)).text)?.[1];
  if (!token) throw new Error(`no ${path} link in the mail`);
  return token;
}
