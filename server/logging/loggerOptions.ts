// The pino settings of the server's logger: who may be logged (see redact.ts), a request id bound
// to every line of a request, and errors reduced to what helps without the data they carry.
import type { FastifyServerOptions } from 'fastify';
import { redactUrl, scrubText, scrubValue } from './redact';

type Destination = { write(line: string): void };

/** An error as logged: its kind, message and stack, scrubbed; never a driver's `detail` (it holds row values). */
export function serializeError(err: unknown): Record<string, unknown> {
  // Duck-typed: errors from another realm (a vm context, a worker) are not `instanceof Error`.
  if (typeof err !== 'object' || err === null || typeof (err as Error).message !== 'string')
    return { message: scrubText(String(err)) };
  const e = err as Error & { code?: unknown; statusCode?: unknown; constraint?: unknown; table?: unknown };
  return {
    type: e.constructor?.name ?? 'Error',
    message: scrubText(e.message),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    ...(typeof e.table === 'string' ? { table: e.table } : {}),
    ...(e.stack ? { stack: scrubText(e.stack) } : {}),
    ...(e.cause !== undefined ? { cause: serializeError(e.cause) } : {}),
  };
}

export function loggerOptions(level: string, stream?: Destination): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: serializeError,
      error: serializeError,
      // Fastify's own request/response serializers would log the raw URL; ours never do.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    formatters: {
      // The net under everything: no string in a line keeps an e-mail address or a token.
      log: (object: Record<string, unknown>) => scrubValue(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrubText(a) : a)),
        );
      },
    },
    // pino types its serializers more narrowly than the shapes logged here.
  } as unknown as NonNullable<FastifyServerOptions['logger']>;
}
