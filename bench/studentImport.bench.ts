// Student import (issue 14): preview and import time of a 1,000- and a 10,000-row class list through
// the real routes (multipart upload, parse, check against the database, one transaction with the
// activation mails), on PGlite and, when DATABASE_URL is set, on PostgreSQL. Each size is imported
// into a fresh school, then previewed again (every row "unchanged": the existing-student lookups).
// Knob: BENCH_IMPORT_ROWS, the sizes as a comma-separated list (default 1000,10000).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { withBenchApp } from './support/benchApp';
import { loginHeaders } from './region/login';
import { report, round } from './support/report';

const SIZES = (process.env.BENCH_IMPORT_ROWS || '1000,10000').split(',').map(Number);

/** 0 → 'a', 27 → 'bb': names hold letters only. */
const letters = (n: number): string =>
  [...n.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');

function classList(rows: number, tag: string): Buffer {
  const lines = ['Roepnaam;Tussenvoegsel;Achternaam;E-mailadres;Klas;Leerjaar;Niveau;Locatie'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `Daniëlle;van der;Jansen-de Vries ${letters(i)};leerling${i}.${tag}@bench.example.nl;${1 + (i % 6)}A;${1 + (i % 6)};havo;Hoofdgebouw`,
    );
  return Buffer.from('\ufeff' + lines.join('\r\n'), 'utf8');
}

function multipart(name: string, content: Buffer, fields: Record<string, string>) {
  const boundary = '----lrcbench';
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(`${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function benchBackend(name: string, databaseUrl: string | null): Promise<void> {
  // The small test content: the import does not touch modules, and seeding all of them is slow.
  await withBenchApp(
    'import',
    databaseUrl,
    path.join(__dirname, '..', 'test', 'server', 'fixtures', 'content'),
    async (app) => {
      const auth = await loginHeaders(app);
      for (const size of SIZES) {
        // A school of its own per size, so every row is new at the first import.
        const school = await app.db
          .insertInto('schools')
          .values({ name: `Bench ${size}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await app.db.insertInto('school_locations').values({ school_id: school.id, name: 'Hoofdgebouw' }).execute();
        const file = classList(size, `${name.toLowerCase()}${size}`);
        const call = async (url: string) => {
          const body = multipart('klas.csv', file, { schoolId: String(school.id) });
          const t0 = performance.now();
          const res = await app.inject({
            method: 'POST',
            url,
            payload: body.payload,
            headers: { ...auth, ...body.headers },
          });
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode} ${res.body.slice(0, 200)}`);
          return { ms, json: res.json() };
        };
        const preview = await call('/api/student/preview-import');
        const imported = await call('/api/student/import');
        const again = await call('/api/student/preview-import');
        const section = 'Student import (issue 14): a CSV class list through the routes';
        const common = { section, database: name, rows: size, 'CSV KB': round(file.length / 1024, 0) };
        report({
          ...common,
          name: `preview, all new (${size} rows)`,
          ms: round(preview.ms, 0),
          result: `${preview.json.counts.new} new`,
        });
        report({
          ...common,
          name: `import, one transaction (${size} rows)`,
          ms: round(imported.ms, 0),
          result: `${imported.json.counts.new} students + mails`,
        });
        report({
          ...common,
          name: `preview again, all existing (${size} rows)`,
          ms: round(again.ms, 0),
          result: `${again.json.counts.unchanged} unchanged`,
        });
      }
    },
  );
}

async function main(): Promise<void> {
  await benchBackend('PGlite', null);
  if (process.env.DATABASE_URL) await benchBackend('PostgreSQL', process.env.DATABASE_URL);
  else
    report({
      section: 'Student import (issue 14): a CSV class list through the routes',
      name: 'PostgreSQL',
      ms: null,
      result: 'not run: DATABASE_URL is not set',
    });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
