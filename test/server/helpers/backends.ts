// The database back ends the server suites run against. jest.config.js runs the server suites as two
// projects: `server` on PGlite (LRC_TEST_BACKEND=PGlite) and, when DATABASE_URL is set, `server-pg`
// on PostgreSQL (LRC_TEST_BACKEND=PostgreSQL), so the two run side by side on two workers. Run
// outside those projects (no LRC_TEST_BACKEND), a suite takes PGlite and, with DATABASE_URL, PostgreSQL.
export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  databaseUrl: string | null;
}

export const PGLITE: Backend = { name: 'PGlite', databaseUrl: null };

const all: Backend[] = [
  PGLITE,
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL' as const, databaseUrl: process.env.DATABASE_URL }] : []),
];

const only = process.env.LRC_TEST_BACKEND;
export const backends: Backend[] = only ? all.filter((backend) => backend.name === only) : all;

/** PGlite when this project tests it, else null: for a section that needs one database and no more. */
export const pglite: Backend | null = backends.find((backend) => backend.name === 'PGlite') ?? null;

/** PostgreSQL when this project tests it, else null: for a section that only makes sense there. */
export const postgres: Backend | null = backends.find((backend) => backend.name === 'PostgreSQL') ?? null;

/**
 * The one database a suite about the request surface runs on (routing, validation, authorization,
 * headers, fuzzing: the same code whichever database answers): PostgreSQL when DATABASE_URL is set,
 * where a suite costs a quarter of PGlite's CPU, else PGlite. `describe.each(fastest)` marks such a
 * suite; jest.config.js then runs it in server-pg only. Storage code stays on `backends` (both).
 */
export const FASTEST: Backend['name'] = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
export const fastest: Backend[] = backends.filter((backend) => backend.name === FASTEST);
