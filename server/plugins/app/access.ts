// Who may call a route: declared by every route (`config: { access }`) and checked here, in one
// place. The check is a route-level onRequest hook, so it runs after the app's own onRequest hooks
// (CSRF, then the session that sets request.user) and before the body is parsed and validated: a
// caller who may not use a route gets 401 or 403 whatever they send, never the route's per-field
// 400. A route that declares no access makes the app refuse to start.
// Records of another school or student are the services' business: they answer 404 (scope.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { apiTokenOf } from '../../services/apiToken';
import { type Scope, type ScopeKind, schoolSystemScope, scopeOf } from '../../services/scope';
import { bearerToken } from '../../services/studentImport/apiToken';
import { requireUser } from './sessions';

export const ALL_MANAGERS: readonly ScopeKind[] = ['superAdmin', 'admin', 'schoolManager', 'locationManager'];
export const ADMINS: readonly ScopeKind[] = ['superAdmin', 'admin'];
export const SCHOOL_MANAGERS: readonly ScopeKind[] = ['superAdmin', 'admin', 'schoolManager'];
export const SUPER_ADMIN: readonly ScopeKind[] = ['superAdmin'];

/**
 * - `public`: anyone, logged in or not (the route may still look at request.user).
 * - `pendingSecondFactor`: a login that still waits for its second factor (401 otherwise).
 * - `user`: any fully logged-in account (401 otherwise).
 * - `self`: a logged-in account acting as itself: 403 while imitating (changing someone's login).
 * - `student`: a student themself: 403 for staff and while imitating ('Mijn gegevens').
 * - `{ scope }`: an account whose management scope is one of these kinds (403 otherwise); sets
 *   request.scope. With `schoolToken`, a request with an Authorization header is a school's own
 *   system instead, scoped to its school by its external-apps token (401 when unknown or revoked).
 */
export type Access =
  'public' | 'pendingSecondFactor' | 'user' | 'self' | 'student' | { scope: readonly ScopeKind[]; schoolToken?: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/app/access.ts); every route under server/routes declares it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** Set for `{ scope }` routes: what of the management data this caller sees. */
    scope: Scope | null;
    /** Set when a school's own system calls a `schoolToken` route with its token. */
    apiToken: { tokenId: number; schoolId: number } | null;
  }
}

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

const forbidden = (reply: FastifyReply) => reply.code(403).send({ error: 'forbidden' });

const pendingSecondFactor: Check = async (request, reply) =>
  request.session && request.user && request.session.twoFactorPending
    ? undefined
    : reply.code(401).send({ error: 'unauthorized' });

const self: Check = async (request, reply) =>
  (await requireUser(request, reply)) ?? (request.imitator ? forbidden(reply) : undefined);

const student: Check = async (request, reply) =>
  (await requireUser(request, reply)) ??
  (request.imitator || scopeOf(request.user!).kind !== 'none' ? forbidden(reply) : undefined);

function inScope(kinds: readonly ScopeKind[]): Check {
  return async (request, reply) => {
    const denied = await requireUser(request, reply);
    if (denied) return denied;
    // While imitating, rights follow the imitated account (a super admin imitating a student is a student).
    const scope = scopeOf(request.user!);
    if (!kinds.includes(scope.kind)) return forbidden(reply);
    request.scope = scope;
    return undefined;
  };
}

/** A request with an Authorization header is a school's system; any other is a person, as inScope. */
function inScopeOrSchoolToken(kinds: readonly ScopeKind[]): Check {
  const person = inScope(kinds);
  return async (request, reply) => {
    if (request.headers.authorization === undefined) return person(request, reply);
    const token = bearerToken(request.headers.authorization);
    const found = token ? await apiTokenOf(request.server.db, token) : null;
    if (!found) return reply.code(401).send({ error: 'invalid_token' });
    request.apiToken = found;
    request.scope = schoolSystemScope(found.schoolId);
    return undefined;
  };
}

function checkOf(access: Access): Check | null {
  if (access === 'public') return null;
  if (access === 'pendingSecondFactor') return pendingSecondFactor;
  if (access === 'user') return requireUser;
  if (access === 'self') return self;
  if (access === 'student') return student;
  return access.schoolToken ? inScopeOrSchoolToken(access.scope) : inScope(access.scope);
}

/**
 * Enforces `config.access` on every route registered in `app` and its children from now on (the
 * route files); a route without it throws, so the app does not start.
 */
export function registerAccess(app: FastifyInstance): void {
  app.decorateRequest('scope', null);
  app.decorateRequest('apiToken', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`${route.method} ${route.url}: declare who may call it (config.access, plugins/app/access.ts)`);
    const check = checkOf(access);
    if (!check) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    // Last of the route's own onRequest hooks: a rate limit (@fastify/rate-limit) still counts first.
    route.onRequest = [...own, check as onRequestHookHandler];
  });
}

/** The scope set for a `{ scope }` route (reading it on any other route is a programming error). */
export function scopeFrom(request: FastifyRequest): Scope {
  if (!request.scope) throw new Error('scopeFrom on a route whose access is not { scope }');
  return request.scope;
}
