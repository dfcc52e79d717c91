// A logged-in Agent for any username, with the session written straight into the table (as /login
// would, without an argon2 hash per caller). For suites that need callers beyond identities.ts.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { json } from '../../../server/db/json';
import { SESSION_COOKIE } from '../../../server/plugins/app/sessions';
import { Agent } from './agent';

export async function sessionAs(app: FastifyInstance, username: string): Promise<Agent> {
  const agent = new Agent(app);
  await agent.get('/online');
  const user = await app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const id = randomBytes(32).toString('base64url');
  await app.db
    .insertInto('sessions')
    .values({
      id_hash: createHash('sha256').update(id).digest('hex'),
      user_id: user.id,
      two_factor_pending: false,
      data: json({}),
    })
    .execute();
  agent.cookies.set(SESSION_COOKIE, id);
  return agent;
}

/** The id of a seeded account. */
export async function userId(app: FastifyInstance, username: string): Promise<number> {
  return (await app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Ids of the seeded management data (server/db/seed.ts). */
export async function demoIds(app: FastifyInstance) {
  const school = async (brin: string) =>
    (await app.db.selectFrom('schools').select('id').where('brin', '=', brin).executeTakeFirstOrThrow()).id;
  const location = async (name: string) =>
    (await app.db.selectFrom('school_locations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const user = (username: string) => userId(app, username);
  return {
    schoolA: await school('12AB'),
    schoolB: await school('34CD'),
    locationMain: await location('Hoofdgebouw'),
    locationNorth: await location('Noord'),
    locationB: await location('Centrum'),
    studentA: await user('leerling@demo.nl'),
    studentNorth: await user('leerling.noord@demo.nl'),
    studentB: await user('leerling@tweede.nl'),
    managerA: await user('manager@demo.nl'),
    managerB: await user('manager@tweede.nl'),
    locationManager: await user('locatie@demo.nl'),
  };
}
