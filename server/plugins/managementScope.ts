// preHandlers of the management routes: a logged-in caller with a management scope (admin, school
// manager, location manager), optionally narrowed to some kinds. The scope rides on the request so
// services narrow their queries with it (services/scope.ts); everyone else gets 403.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiTokenOf } from '../services/apiToken';
import { type Scope, type ScopeKind, schoolSystemScope, scopeOf } from '../services/scope';
import { bearerToken } from '../services/studentImport/apiToken';
import { requireUser } from './app/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireScope: what of the management data this caller sees. */
    scope: Scope | null;
    /** Set by requireScopeOrSchoolToken when a school's own system calls with its token. */
    apiToken: { tokenId: number; schoolId: number } | null;
  }
}

export const ALL_MANAGERS: ScopeKind[] = ['superAdmin', 'admin', 'schoolManager', 'locationManager'];
export const ADMINS: ScopeKind[] = ['superAdmin', 'admin'];
export const SCHOOL_MANAGERS: ScopeKind[] = ['superAdmin', 'admin', 'schoolManager'];
export const SUPER_ADMIN: ScopeKind[] = ['superAdmin'];

export function requireScope(kinds: ScopeKind[] = ALL_MANAGERS) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const denied = await requireUser(request, reply);
    if (denied) return denied;
    // While imitating, rights follow the imitated account (a super admin imitating a student is a student).
    const scope = scopeOf(request.user!);
    if (!kinds.includes(scope.kind)) return reply.code(403).send({ error: 'forbidden' });
    request.scope = scope;
    return undefined;
  };
}

/**
 * For the calls a school's own system may make (the student import): a request with an
 * Authorization header is that system, scoped to its one school by its external-apps token (401 when
 * the token is unknown, revoked or of an inactive school); any other request is a person, as requireScope.
 */
export function requireScopeOrSchoolToken(kinds: ScopeKind[] = ALL_MANAGERS) {
  const person = requireScope(kinds);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (request.headers.authorization === undefined) return person(request, reply);
    const token = bearerToken(request.headers.authorization);
    const found = token ? await apiTokenOf(request.server.db, token) : null;
    if (!found) return reply.code(401).send({ error: 'invalid_token' });
    request.apiToken = found;
    request.scope = schoolSystemScope(found.schoolId);
    return undefined;
  };
}

/** The scope set by requireScope (a route without that preHandler is a programming error). */
export function scopeFrom(request: FastifyRequest): Scope {
  if (!request.scope) throw new Error('management route without requireScope');
  return request.scope;
}
