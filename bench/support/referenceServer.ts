// Serves the built SurveyJS reference page (bench/surveyjs, built by bench/run.js into
// SURVEYJS_DIR) and our modules converted to SurveyJS JSON under /surveys/<name>.json, with
// node:http. Files are sent uncompressed; byte counts are compressed in the benchmark itself, the
// same way for both pages.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ContentFile } from '../../src/rules/contentFile';
import { toSurveyJson } from '../surveyjs/convert';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

export interface ReferenceServer {
  url: string;
  close: () => Promise<void>;
}

export const root = path.resolve(__dirname, '../..');

export function surveyjsDir(): string {
  const dir = process.env.SURVEYJS_DIR;
  if (!dir || !fs.existsSync(path.join(dir, 'index.html')))
    throw new Error('No SurveyJS build: run `npm run bench` (it builds bench/surveyjs) or set SURVEYJS_DIR');
  return dir;
}

export function readContent(file: string): ContentFile {
  return JSON.parse(fs.readFileSync(path.join(root, 'content', 'modules', file), 'utf8')) as ContentFile;
}

export async function startReferenceServer(modules: Record<string, ContentFile>): Promise<ReferenceServer> {
  const dir = surveyjsDir();
  const surveys = new Map(Object.entries(modules).map(([name, file]) => [name, JSON.stringify(toSurveyJson(file))]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const survey = url.pathname.match(/^\/surveys\/(\w+)\.json$/);
    if (survey && surveys.has(survey[1])) {
      res.writeHead(200, { 'content-type': TYPES['.json'] }).end(surveys.get(survey[1]));
      return;
    }
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
