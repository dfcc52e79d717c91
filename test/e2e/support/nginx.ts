// Runs Debian's nginx unprivileged in front of the app with the shipped example configuration
// (deploy/nginx/lrc.conf): a temporary prefix holds a main nginx.conf like Debian's, a self-signed
// certificate made with openssl, and lrc.conf rendered from the example with only what a test
// machine must change (ports, listen addresses, certificate paths, the upstream's port). Every
// change is a replacement of a line the example must contain, so a changed example fails here
// instead of being silently bypassed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

export const NGINX_EXAMPLE = path.resolve(__dirname, '../../../deploy/nginx/lrc.conf');
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** Debian's 'nobody' user and 'nogroup' group. */
const NOBODY = 65534;

export interface RunningNginx {
  /** https://[::1]:PORT: the student's side (IPv6 loopback, so the app can tell it from nginx's 127.0.0.1). */
  url: string;
  /** http://[::1]:PORT: the plain-http listener that redirects. */
  httpUrl: string;
  /** The rendered site configuration, for failure messages. */
  config: string;
  /** The self-signed certificate (PEM), to check nginx's answers against. */
  ca: Buffer;
  /** SHA-256 of the certificate's public key, base64 (Chromium's --ignore-certificate-errors-spki-list). */
  spki: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** Replaces `from` (which the example must contain) by `to`, everywhere. */
function replaceRequired(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/lrc.conf no longer contains '${from}'; update the test`);
  return text.split(from).join(to);
}

/** The example with this machine's ports and certificate; nothing else changes. */
export function renderExample(example: string, opts: { https: number; http: number; app: number; dir: string }) {
  let text = example;
  text = replaceRequired(text, 'listen 443 ssl http2;', `listen 127.0.0.1:${opts.https} ssl http2;`);
  text = replaceRequired(text, 'listen [::]:443 ssl http2;', `listen [::1]:${opts.https} ssl http2;`);
  text = replaceRequired(text, 'listen 80;', `listen 127.0.0.1:${opts.http};`);
  text = replaceRequired(text, 'listen [::]:80;', `listen [::1]:${opts.http};`);
  text = replaceRequired(text, '/etc/letsencrypt/live/lrc.example.nl/fullchain.pem', path.join(opts.dir, 'cert.pem'));
  text = replaceRequired(text, '/etc/letsencrypt/live/lrc.example.nl/privkey.pem', path.join(opts.dir, 'key.pem'));
  text = replaceRequired(text, 'server 127.0.0.1:3000;', `server 127.0.0.1:${opts.app};`);
  return text;
}

/** Debian's /etc/nginx/nginx.conf reduced to what an unprivileged run needs, including the site. */
function mainConfig(dir: string): string {
  const p = (name: string) => path.join(dir, name);
  return `# Rendered by test/e2e/support/nginx.ts
worker_processes 1;
pid ${p('nginx.pid')};
error_log ${p('error.log')} info;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log ${p('access.log')};
  client_body_temp_path ${p('tmp/body')};
  proxy_temp_path ${p('tmp/proxy')};
  fastcgi_temp_path ${p('tmp/fastcgi')};
  uwsgi_temp_path ${p('tmp/uwsgi')};
  scgi_temp_path ${p('tmp/scgi')};
  include ${p('lrc.conf')};
}
`;
}

function selfSignedCertificate(dir: string): string {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=lrc.example.nl',
      '-addext',
      'subjectAltName=DNS:lrc.example.nl,IP:::1,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  const der = execFileSync('openssl', ['x509', '-in', path.join(dir, 'cert.pem'), '-pubkey', '-noout'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const spki = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: der });
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: spki }).toString('base64');
}

async function waitForPort(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not listen within 20 s:\n${log()}`);
}

export async function startNginx(appPort: number, httpsPort?: number): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX_PATH)) throw new Error(`No nginx at ${NGINX_PATH}: apt-get install nginx (see README)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-nginx-'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  const spki = selfSignedCertificate(dir);
  const [https, http] = [httpsPort ?? (await freePort()), await freePort()];
  const config = renderExample(fs.readFileSync(NGINX_EXAMPLE, 'utf8'), { https, http, app: appPort, dir });
  fs.writeFileSync(path.join(dir, 'lrc.conf'), config);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  // Never as root: when the suite itself runs as root (a CI container), nginx runs as 'nobody',
  // which then owns the temporary prefix.
  const user = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
  if (process.getuid?.() === 0) {
    for (const name of ['', 'tmp', 'lrc.conf', 'nginx.conf', 'cert.pem', 'key.pem'])
      fs.chownSync(path.join(dir, name), NOBODY, NOBODY);
  }
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  execFileSync(NGINX_PATH, [...args, '-t', '-q'], { stdio: 'pipe', ...user });

  let output = '';
  const child = spawn(NGINX_PATH, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'], ...user });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return output + (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  };
  const httpUrl = `http://[::1]:${http}`;
  await waitForPort(httpUrl, child, errorLog);
  return {
    url: `https://[::1]:${https}`,
    httpUrl,
    config,
    ca: fs.readFileSync(path.join(dir, 'cert.pem')),
    spki,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
