// The database back ends the server suites run against: PGlite always, PostgreSQL as well when
// DATABASE_URL is set (CI exports it when a server answers on 127.0.0.1:5432).
export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  databaseUrl: string | null;
}

export const backends: Backend[] = [
  { name: 'PGlite', databaseUrl: null },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL' as const, databaseUrl: process.env.DATABASE_URL }] : []),
];
