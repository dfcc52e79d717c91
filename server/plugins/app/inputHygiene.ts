// Text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and lone UTF-16 surrogates (jsonb
// refuses them). Such input reached the database and failed there with a 500 (found by the fuzz
// test, e.g. a bug report with "\u0000" in its data); now it is refused up front with 400
// invalid_request, before any handler or query runs.
import type { FastifyInstance } from 'fastify';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_DEPTH = 64;

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key) || hasUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
      return reply.code(400).send({ error: 'invalid_request' });
    }
    return undefined;
  });
}
