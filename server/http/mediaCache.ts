// What the media routes (/file, /image) share: the URL carries the media's modified time, so a URL
// that matches the stored file is cached for a year as immutable; an outdated URL still gets the
// current file, but must not be cached as if it were final.
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';

/** The modified time in a media URL; the pattern admits only what Number() turns into a valid value. */
export const Modified = Type.String({ pattern: '^[0-9]{1,15}$' });

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const cacheForModified = (reply: FastifyReply, stored: unknown, requested: string): FastifyReply =>
  reply.header('Cache-Control', Number(stored) === Number(requested) ? IMMUTABLE : 'no-cache');
