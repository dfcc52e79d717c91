// `npm run backup -- FILE`, `npm run restore -- FILE [--force]` and `npm run retention [-- --dry-run]`,
// with the same environment (DATA_DIR or DATABASE_URL, PORT, RETENTION_*) as the server. Exit 0 on
// success, 1 with a one-line reason.
import path from 'node:path';
import { describeDatabase, loadConfig } from '../config';
import { backup, OpsError, restore } from './backup';
import { retentionCommand } from './retention';

const USAGE = 'usage: npm run backup -- FILE | npm run restore -- FILE [--force] | npm run retention [-- --dry-run]';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'retention') {
    if (rest.some((a) => a !== '--dry-run')) throw new OpsError(USAGE);
    await retentionCommand(loadConfig(process.env), rest.includes('--dry-run'));
    return;
  }
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1) throw new OpsError(USAGE);
  const file = path.resolve(files[0]);
  const config = loadConfig(process.env);
  if (command === 'backup') {
    const result = await backup(config, file);
    const via =
      result.kind === 'PGlite'
        ? result.viaServer
          ? ' (made by the running server)'
          : ' (server not running: read from the data folder)'
        : '';
    console.log(
      `Backup of ${describeDatabase(config)} written to ${file}: ${(result.bytes / 1024 / 1024).toFixed(1)} MB${via}`,
    );
  } else {
    const result = await restore(config, file, { force });
    console.log(
      `Restored ${file} into ${describeDatabase(config)}${result.replaced ? `; the previous folder is kept as ${result.replaced}` : ''}`,
    );
    console.log('Start the server now: it applies any newer migrations on start.');
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof OpsError ? err.message : err);
  process.exit(1);
});
