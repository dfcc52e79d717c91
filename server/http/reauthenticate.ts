// The current password asked again before a change to the login itself (the 2-factor type, a new
// authenticator secret): a session alone is not enough, as a borrowed or stolen session must not be
// able to turn 2FA off. Wrong tries count against the login limits, like a failed login.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../plugins/app/accountLimits';
import { verifyPassword } from '../services/passwords';

/**
 * True when the password is right; else false with the refusal sent (400 incorrect_password, or
 * 429 after too many tries). A boolean, not the reply: a reply is a thenable, and awaiting it
 * would lose it.
 */
export async function reauthenticated(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string | undefined,
): Promise<boolean> {
  const { limits } = request.server;
  const user = request.user!;
  const refusal = await limits.checkLogin(user.username, request.ip);
  if (refusal) {
    tooManyRequests(reply, refusal);
    return false;
  }
  if (password !== undefined && user.password_hash && (await verifyPassword(user.password_hash, password.trim())))
    return true;
  await limits.loginFailed(user.username, request.ip);
  reply.code(400).send({ error: 'incorrect_password' });
  return false;
}
