// Entry point: reads the environment, builds the app, listens and prints where it runs.
import { buildApp } from './app';
import { ContentError } from './db/loadContent';
import { describeDatabase, loadConfig } from './config';
import { loadOorcheckSettings } from './oorcheck/settings';
import { stopOnSignals } from './shutdown';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig(process.env);
  // Read here, not when the routes are registered: a wrong Oorcheck setting stops the start before
  // the database is opened.
  const oorcheck = loadOorcheckSettings(process.env);
  const app = await buildApp(config, { seed: { contentDir: config.contentDir }, oorcheck });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Database: ${describeDatabase(config)}`);
  app.log.info(
    `Lifestyle Reality Check runs at ${config.publicUrl} (listening on ${config.host}:${config.port}, ready in ${Date.now() - started} ms)`,
  );
  stopOnSignals(app);
}

main().catch((err: unknown) => {
  // A content mistake is the author's to fix: its lines name file, place and field; a stack adds only noise.
  console.error(err instanceof ContentError ? err.message : err);
  process.exit(1);
});
