// The one place a management write's actor is read off the request: the routes pass it on as plain
// values, so the services (and their audit entries, via auditBy) never see an HTTP object.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../services/auditWrite';

export const actorOf = (request: FastifyRequest): Actor => ({
  user: request.user ? { id: request.user.id, username: request.user.username } : null,
  imitator: request.imitator ? { id: request.imitator.id, username: request.imitator.username } : null,
  ip: request.ip,
});
