// Turns a service's Outcome into the answer: the value, or the refusal's status and { error }.
import type { FastifyReply } from 'fastify';
import type { Outcome } from '../services/outcome';

export function answer<T>(reply: FastifyReply, outcome: Outcome<T>): T | FastifyReply {
  if (outcome.ok) return outcome.value;
  return reply.code(outcome.status).send({ error: outcome.error });
}

export function answerDeleted(reply: FastifyReply, outcome: Outcome<null>): { success: true } | FastifyReply {
  if (outcome.ok) return { success: true };
  return reply.code(outcome.status).send({ error: outcome.error });
}
