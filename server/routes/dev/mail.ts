// /dev/mail: the outbox as web pages, so activation, reset and 2FA mails can be read on a machine
// without SMTP. Registered only when no SMTP is configured, and open to loopback clients only
// (the mails hold login links) unless DEV_MAIL_ALLOW_REMOTE is set. "Loopback" is the TCP peer, not
// request.ip: behind TRUST_PROXY that is read from X-Forwarded-For, which a client can write. And a
// request that came through a proxy (any forwarding header) is never local: the proxy sits on this
// machine, its clients do not.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, fileResponse, IdParam } from '../../schemas/common';
import { findOutboxMail, listOutbox } from '../../services/mailOutbox';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'];

/** A request straight from this machine: loopback peer and no sign of a proxy in between. */
export const isDirectLocal = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Escaped text with its http(s) links clickable. */
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;line-height:1.5}` +
  `table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}` +
  `pre{white-space:pre-wrap;word-break:break-all;background:#f5f5f5;padding:1rem}</style></head><body>${body}</body></html>`;

const dateTime = (value: Date | string): string =>
  new Date(value).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'short', timeStyle: 'medium' });

export interface MailOutboxOptions {
  allowRemote: boolean;
}

const mailOutboxRoutes: FastifyPluginAsyncTypebox<MailOutboxOptions> = async (app, { allowRemote }) => {
  async function localOnly(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!allowRemote && !isDirectLocal(request)) return reply.code(404).send({ error: 'not_found' });
    reply.header('Cache-Control', 'no-store');
    return undefined;
  }

  // Not part of the API contract (a developer's page), but listed so every route has its schema.
  const page200 = fileResponse('The outbox as a web page (Dutch).', 'text/html');

  app.get(
    '/dev/mail',
    { config: { access: 'public' }, onRequest: localOnly, schema: { response: { 200: page200, ...errors(404) } } },
    async (_request, reply) => {
      const mails = await listOutbox(app.db);
      const rows = mails
        .map(
          (m) =>
            `<tr><td>${dateTime(m.created_at)}</td><td>${escapeHtml(m.to_address)}</td><td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('');
      const body =
        `<h1>Verzonden e-mail (outbox)</h1><p>Er is geen SMTP-server ingesteld; e-mail blijft hier staan. Nieuwste bovenaan.</p>` +
        (mails.length
          ? `<table><thead><tr><th>Tijd</th><th>Aan</th><th>Onderwerp</th></tr></thead><tbody>${rows}</tbody></table>`
          : '<p>Nog geen e-mail.</p>');
      return reply.type('text/html; charset=utf-8').send(page('Outbox', body));
    },
  );

  app.get(
    '/dev/mail/:id',
    {
      config: { access: 'public' },
      onRequest: localOnly,
      schema: { params: IdParam, response: { 200: page200, ...errors(400, 404) } },
    },
    async (request, reply) => {
      const mail = await findOutboxMail(app.db, Number(request.params.id));
      if (!mail) return reply.code(404).send({ error: 'not_found' });
      const body =
        `<p><a href="/dev/mail">← Alle e-mail</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
        `<p>Aan: ${escapeHtml(mail.to_address)}<br>Tijd: ${dateTime(mail.created_at)}</p><pre>${linkify(mail.text)}</pre>`;
      return reply.type('text/html; charset=utf-8').send(page(mail.subject, body));
    },
  );
};

export default mailOutboxRoutes;
