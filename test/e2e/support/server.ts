// Starts the built server (npm run build) as a child process on a free port with its own temporary
// data folder, like an operator would, and stops it again. Used by the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the process but keeps the data folder (simulates the server going away). */
  stop: () => Promise<void>;
  /** Starts again on the same port and data folder. */
  restart: () => Promise<void>;
  /** Stops the process and removes the data folder. */
  dispose: () => Promise<void>;
  /** The server process's id (benchmarks read its CPU time), undefined when stopped. */
  pid: () => number | undefined;
}

const root = path.resolve(__dirname, '../../..');
// E2E_SERVER_ENTRY and STATIC_DIR let a developer test a private build (e.g. in /tmp) while
// another build of the shared tree is under way.
const entry = process.env.E2E_SERVER_ENTRY || path.join(root, 'build/server/server/server.js');

/**
 * A port nobody listens on, claimed for this process. Two browser suites run side by side (one per
 * jest worker) and the bench smoke run starts benches that start servers: a port that is merely
 * free now could be handed to two of them before either binds it. So a port is taken only once a
 * claim file for it was created (exclusively) in a folder all of them share, and from 20000–29999,
 * below the kernel's ephemeral ports (32768 and up), which outgoing connections take.
 */
const FIRST_PORT = 20_000;
const PORTS = 10_000;
const CLAIMS = path.join(os.tmpdir(), 'lrc-e2e-ports');
/** A claim older than this is left over from a run that ended (the files are never removed). */
const CLAIM_KEPT_MS = 60 * 60_000;
let nextPort = FIRST_PORT + Math.floor(Math.random() * PORTS);

function claim(port: number): boolean {
  const file = path.join(CLAIMS, String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - fs.statSync(file).mtimeMs < CLAIM_KEPT_MS) return false;
      fs.writeFileSync(file, String(process.pid));
      return true;
    } catch {
      return false;
    }
  }
}

const listens = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

export async function freePort(): Promise<number> {
  fs.mkdirSync(CLAIMS, { recursive: true });
  for (let tried = 0; tried < PORTS; tried++) {
    const port = FIRST_PORT + ((nextPort - FIRST_PORT) % PORTS);
    nextPort = port + 1;
    if (claim(port) && (await listens(port))) return port;
  }
  throw new Error(`no free port in ${FIRST_PORT}–${FIRST_PORT + PORTS - 1}`);
}

async function waitUntilOnline(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/online`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up within 60 s:\n${log()}`);
}

/**
 * The data folder of a server that started once on the shipped content and stopped: the browser
 * suites' globalSetup (test/e2e/globalSetup.ts) makes it once per run, and each server copies it
 * instead of creating, migrating and seeding a database of its own.
 */
const templateData = (): string | null => process.env.E2E_TEMPLATE_DATA || null;

/** `fresh`: a first start on an empty folder (the ops commands' tests), never the template. */
export async function startServer(
  env: Record<string, string> = {},
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(entry)) throw new Error('No server build: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-e2e-'));
  // The template holds the shipped content in PGlite; a server on other content or on PostgreSQL starts fresh.
  const template = templateData();
  if (template && !fresh && !env.CONTENT_DIR && !env.DATABASE_URL && !env.DATA_DIR) {
    fs.cpSync(template, dataDir, { recursive: true });
  }
  const url = `http://localhost:${port}`;
  let child: ChildProcess;
  let output = '';

  const launch = async () => {
    output = '';
    child = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        DATABASE_URL: '',
        SMTP_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    await waitUntilOnline(url, child, () => output);
  };

  const stopChild = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await launch();
  } catch (err) {
    // A server that did not come up must not outlive the test that asked for it.
    await stopChild();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    port,
    dataDir,
    stop: stopChild,
    restart: launch,
    pid: () => (child && child.exitCode === null ? child.pid : undefined),
    dispose: async () => {
      await stopChild();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
