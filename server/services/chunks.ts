// Batches of rows for multi-row statements: 500 rows stay well under PostgreSQL's 65,535 bind parameters
// for the widest insert we do, and keep 10,000 new students at a few dozen statements.
const CHUNK = 500;

export const chunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
