// The draft revision a write sends back in If-Match (issue 33): `"7"`, `W/"7"` or `7`. A write without
// it is refused with 428 if_match_required (RFC 6585: the server requires a conditional request), one
// with something else with 400; see /work/notes/33-contract.md.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type IfMatch = { revision: number } | { missing: true } | { invalid: true };

export function ifMatchOf(request: FastifyRequest): IfMatch {
  const header = request.headers['if-match'];
  if (header === undefined || header === '') return { missing: true };
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(Array.isArray(header) ? header.join(',') : header);
  return m ? { revision: Number(m[1]) } : { invalid: true };
}

/** The revision, or null after answering 428/400. */
export function requireIfMatch(request: FastifyRequest, reply: FastifyReply): number | null {
  const found = ifMatchOf(request);
  if ('revision' in found) return found.revision;
  if ('missing' in found) void reply.code(428).send({ error: 'if_match_required' });
  else
    void reply
      .code(400)
      .send({ error: 'invalid_request', fields: { 'If-Match': 'Stuur de revisie van het concept mee, zoals "7".' } });
  return null;
}

export const etagOf = (revision: number): string => `"${revision}"`;
