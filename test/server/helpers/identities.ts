// The six kinds of caller the authorization matrix tries, as logged-in Agents. Sessions are written
// straight into the sessions table (as /login would) so the matrix does not spend an argon2 hash per
// cell; login itself is tested in auth.test.ts.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { json } from '../../../server/db/json';
import { SESSION_COOKIE } from '../../../server/plugins/app/sessions';
import { Agent } from './agent';

export const WHO = ['anonymous', 'student', 'otherStudent', 'manager', 'admin', 'superAdmin'] as const;
export type Who = (typeof WHO)[number];

export const USERNAMES: Record<Exclude<Who, 'anonymous'>, string> = {
  student: 'leerling@demo.nl',
  otherStudent: 'leerling2@demo.nl',
  manager: 'manager@demo.nl',
  // The demo data has no plain ROLE_ADMIN (admin@demo.nl is super admin): addPlainAdmin adds one.
  admin: 'beheerder@demo.nl',
  superAdmin: 'admin@demo.nl',
};

/** A ROLE_ADMIN account without the imitate flag, like the student's, with the demo password hash. */
export async function addPlainAdmin(app: FastifyInstance): Promise<void> {
  const template = await app.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', USERNAMES.student)
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  await app.db
    .insertInto('users')
    .values({
      ...rest,
      username: USERNAMES.admin,
      roles: json(['ROLE_ADMIN']),
      managing_schools: json([]),
      managing_locations: json([]),
    })
    .execute();
}

/** An agent with a CSRF token and, unless anonymous, a fully authenticated session. */
export async function agentFor(app: FastifyInstance, who: Who): Promise<Agent> {
  const agent = new Agent(app);
  await agent.get('/online');
  if (who === 'anonymous') return agent;
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', USERNAMES[who])
    .executeTakeFirstOrThrow();
  const id = randomBytes(32).toString('base64url');
  const idHash = createHash('sha256').update(id).digest('hex');
  await app.db
    .insertInto('sessions')
    .values({ id_hash: idHash, user_id: user.id, two_factor_pending: false, data: json({}) })
    .execute();
  agent.cookies.set(SESSION_COOKIE, id);
  return agent;
}
