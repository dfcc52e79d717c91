// A migrated and seeded database, built once per test run and content folder, copied per suite.
// PGlite: the template is a data folder image (dumpDataDir) in a file; each suite loads it into an
// in-memory PGlite. PostgreSQL: the template is a database; each suite gets `CREATE DATABASE …
// TEMPLATE` and drops it afterwards. Building one costs seconds; a copy a fraction of that.
// Both carry the change tracking of dbReset.ts. Two workers may build the same template at once:
// PGlite writes it under a temporary name and renames it (the last one wins, both are equal);
// PostgreSQL builds it under an advisory lock.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { pgliteOf } from '../../../server/db/connect';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { hashPassword } from '../../../server/services/passwords';
import type { Backend } from './backends';
import { installTracking } from './dbReset';
import { runTag, templateRoot, withAdmin, withDatabase } from './templateRun';
import { testConfig } from './testApp';

const keyOf = (contentDir: string): string => createHash('sha1').update(contentDir).digest('hex').slice(0, 10);

async function buildTemplate(backend: Backend, databaseUrl: string | null, contentDir: string): Promise<Blob | null> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-template-'));
  try {
    const config = testConfig(dataDir, { ...backend, databaseUrl }, null, { CONTENT_DIR: contentDir });
    const app = await buildApp(config, {
      logger: false,
      seed: { contentDir, passwordHash: await hashPassword(DEMO_PASSWORD) },
      ...(databaseUrl ? {} : { pglite: {} }),
    });
    await app.ready();
    await installTracking(app.db);
    const image = databaseUrl ? null : await pgliteOf(app.db)!.dumpDataDir('none');
    await app.close();
    return image;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The template image for PGlite, built on first use in this run. */
export async function pgliteImage(backend: Backend, contentDir: string): Promise<Blob> {
  const file = path.join(templateRoot(), `pglite-${keyOf(contentDir)}.tar`);
  if (!fs.existsSync(file)) {
    const image = (await buildTemplate(backend, null, contentDir))!;
    fs.mkdirSync(templateRoot(), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(temporary, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export const templateName = (contentDir: string): string => `lrc_tpl_${runTag()}_${keyOf(contentDir)}`.toLowerCase();

/** A new database copied from this run's template (built on first use): its URL and a drop function. */
export async function postgresCopy(
  backend: Backend,
  contentDir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = backend.databaseUrl!;
  const template = templateName(contentDir);
  await withAdmin(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!rowCount) {
        await client.query(`CREATE DATABASE "${template}"`);
        await buildTemplate(backend, withDatabase(adminUrl, template), contentDir);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  const name = `lrc_t_${runTag()}_${process.pid}_${randomBytes(3).toString('hex')}`.toLowerCase();
  await withAdmin(adminUrl, async (client) => {
    // Copying needs the template to have no sessions; another worker's copy may hold it for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return {
    url: withDatabase(adminUrl, name),
    drop: () =>
      withAdmin(
        adminUrl,
        async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
      ),
  };
}
