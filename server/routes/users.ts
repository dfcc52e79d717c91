// Users for the management screens and the imitate page: GET /api/user (page, limit, search) and
// GET /api/user/:id. Admins only; everyone else gets 403 forbidden (also while imitating a student).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { UserListResponse } from '../../src/shared/api';
import { requireUser } from '../plugins/app/sessions';
import { effectiveRoles } from '../services/account';

const ListQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
    search: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
// At most 9 digits: ids are PostgreSQL integers (≤ 2147483647); a longer one made the query fail with a 500.
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

const MAX_LIMIT = 1000;

async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const denied = await requireUser(request, reply);
  if (denied) return denied;
  if (!effectiveRoles(request.user!.roles).includes('ROLE_ADMIN')) return reply.code(403).send({ error: 'forbidden' });
  return undefined;
}

/** LIKE pattern that matches the text literally (no wildcards from the user). */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { page?: string; limit?: string; search?: string } }>(
    '/api/user',
    { preHandler: requireAdmin, schema: { querystring: ListQuery } },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const limit = Math.min(Number(request.query.limit ?? 25), MAX_LIMIT);
      const search = request.query.search?.trim().toLowerCase() ?? '';
      let query = app.db.selectFrom('users');
      if (search) query = query.where('username', 'like', containsPattern(search));
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'username', 'enabled'])
          .orderBy('username')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows, total: Number(count.n), page, limit } satisfies UserListResponse;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/user/:id',
    { preHandler: requireAdmin, schema: { params: IdParams } },
    async (request, reply) => {
      const user = await app.db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'enabled',
          'roles',
          'mfa_type',
          'mfa_mandatory',
          'imitate',
          'given_name',
          'name_preposition',
          'family_name',
          'last_login',
        ])
        .where('id', '=', Number(request.params.id))
        .executeTakeFirst();
      if (!user) return reply.code(404).send({ error: 'user_not_found' });
      return { ...user, roles: effectiveRoles(user.roles) };
    },
  );
};

export default userRoutes;
