// `npm run content:check FILE…` (server/content/check.ts): the same checker as the loader, one line per problem.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCheck } from '../../server/content/check';

const MODULES = path.join(__dirname, '..', '..', 'content', 'modules');

describe('content:check', () => {
  it('passes the shipped modules', () => {
    const out: string[] = [];
    const files = fs.readdirSync(MODULES).map((f) => path.join(MODULES, f));
    expect(runCheck(files, (l) => out.push(l))).toBe(true);
    expect(out).toHaveLength(files.length);
  });

  it('names file, slide and field of each mistake in one line, and a missing media file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-check-'));
    fs.mkdirSync(path.join(dir, 'modules'));
    const content = JSON.parse(fs.readFileSync(path.join(MODULES, '08-roken.json'), 'utf8'));
    const file = path.join(dir, 'modules', '09-roken.json');
    fs.writeFileSync(file, JSON.stringify(content));
    const out: string[] = [];
    expect(runCheck([file], (l) => out.push(l))).toBe(false);
    expect(out).toEqual([
      `${file}: mediabestand 'icons/roken.svg' bestaat niet (verwacht in ${path.relative(process.cwd(), path.join(dir, 'media'))}/)`,
      expect.stringContaining('roken.svg'),
    ]);

    delete content.module.slides[1].options[0].value;
    fs.writeFileSync(file, JSON.stringify(content));
    out.length = 0;
    expect(runCheck([file], (l) => out.push(l))).toBe(false);
    expect(out).toEqual([expect.stringMatching(/09-roken\.json: dia 2 "[^"]+" · options\[0\]\.value: ontbreekt$/)]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says how to call it without files', () => {
    const out: string[] = [];
    expect(runCheck([], (l) => out.push(l))).toBe(false);
    expect(out[0]).toMatch(/content:check/);
  });
});
