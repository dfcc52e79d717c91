// Whether a request comes from this machine itself. Decided on the TCP peer address only, never on
// request.ip (which follows X-Forwarded-For when TRUST_PROXY is on), and a request that carries any
// forwarding header is never local: a proxy on the same machine connects from 127.0.0.1 for every
// visitor on the internet, so "loopback" alone would open local-only routes to all of them.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'];

export function isLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
