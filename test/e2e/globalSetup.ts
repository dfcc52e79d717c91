// Once per run of the browser suites: one server starts on an empty data folder (migrating and
// seeding the shipped content, as an operator's first start does) and stops; every suite's server
// then starts on a copy of that folder (support/server.ts). Without a build this does nothing, and
// the suites say what is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_TEMPLATE_DATA) return;
  let server;
  try {
    server = await startServer({}, { fresh: true });
  } catch (err) {
    console.warn(`no template data folder for the browser suites: ${(err as Error).message.split('\n')[0]}`);
    return;
  }
  await server.stop();
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-e2e-template-'));
  fs.cpSync(server.dataDir, template, { recursive: true });
  await server.dispose();
  process.env.E2E_TEMPLATE_DATA = template;
  process.env.E2E_TEMPLATE_MADE_HERE = '1';
}
