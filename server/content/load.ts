// `npm run content:load -- DIR`: adds or updates the modules of a content directory (DIR/modules/*.json and
// DIR/media/) in the installation the environment names (DATABASE_URL or DATA_DIR, as the server), without
// emptying anything: a changed module gets its next version, tests finished before keep theirs.
import path from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { ContentError, loadContent } from '../db/loadContent';
import { migrateAndSeed } from '../db/migrate';

export const LOAD_USAGE = 'gebruik: npm run content:load -- MAP (met modules/*.json en media/)';

export async function runLoad(args: string[], print: (line: string) => void): Promise<boolean> {
  if (args.length !== 1) {
    print(LOAD_USAGE);
    return false;
  }
  const dir = path.resolve(args[0]);
  const config = loadConfig(process.env);
  const db = await connectDatabase(config);
  try {
    // The schema must be current (the server may not have started since an update); an empty database is
    // seeded from CONTENT_DIR as on a first start.
    await migrateAndSeed(db, config);
    const before = await db.selectFrom('modules').select(['name', 'version']).execute();
    const count = await db.transaction().execute((trx) => loadContent(trx, dir));
    const after = await db.selectFrom('modules').select(['name', 'version']).execute();
    const was = new Map(before.map((m) => [m.name, m.version]));
    for (const m of after) {
      const old = was.get(m.name);
      if (old === undefined) print(`${m.name}: toegevoegd (versie ${m.version})`);
      else if (old !== m.version) print(`${m.name}: bijgewerkt naar versie ${m.version}`);
    }
    print(`${count} modulebestand(en) gelezen uit ${dir}`);
    return true;
  } catch (err) {
    print(err instanceof ContentError ? err.message : String(err));
    return false;
  } finally {
    await db.destroy();
  }
}
