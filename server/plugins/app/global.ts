// Marks a plugin as non-encapsulated (what fastify-plugin does), so its decorators and hooks apply
// to the whole app. Done by hand because fastify-plugin is not a direct dependency.
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<T extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<T>,
): FastifyPluginAsync<T> {
  const marked = plugin as FastifyPluginAsync<T> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
