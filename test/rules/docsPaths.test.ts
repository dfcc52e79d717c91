// docs/architecture.md names the repository's files and folders in backticks; a newcomer follows
// them. Every such path must exist, so a file that moves without the page moving with it fails here.
// A path counts when it has a slash or ends in a known extension; URLs (/api/…), media types, ESLint
// rule names, packages, build output (dist/), globs and placeholders (<resource>) are not paths.
// The page writes paths inside a part relative to that part's folder (`plugins/app/sessions.ts` in
// the Server section), so a path with a slash is found when it exists below the repository or one
// of those folders, with or without a TypeScript extension; a bare file name (`engine.ts`) must be
// the name of some file in the repository.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const DOC = 'docs/architecture.md';
/** The folders the page's parts are about, where its short paths start. */
const BASES = ['', 'server', 'src', 'src/shared', 'src/management', 'test', 'test/server', 'test/e2e'];
const EXTENSIONS = /[\w-]\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|css|html|sh|sql|txt|png)$/;
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const PACKAGES = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
const NOT_PATHS = [
  /^dist\//, // build output
  /^\//, // a URL path
  /^https?:/,
  /^(application|multipart|image|text|audio)\//, // a media type
  /^import\//, // an ESLint rule
  /^@/, // a package
  /[\s<>*…(){}=,'"|$]/, // code, a glob or a placeholder
];

const spans = (markdown: string): string[] => [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

/** A backticked text that names a repository path (see above). */
export const isPath = (text: string): boolean =>
  (text.includes('/') || EXTENSIONS.test(text)) &&
  !NOT_PATHS.some((pattern) => pattern.test(text)) &&
  !PACKAGES.has(text.split('/')[0]);

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage']);
const fileNames = (dir: string, into = new Set<string>()): Set<string> => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIP_DIRS.has(entry.name)) fileNames(path.join(dir, entry.name), into);
    else if (entry.isFile()) into.add(entry.name);
  }
  return into;
};
const FILE_NAMES = fileNames(ROOT);

const exists = (name: string): boolean =>
  name.includes('/')
    ? BASES.some((base) =>
        ['', '.ts', '.tsx'].some((ext) => fs.existsSync(path.join(ROOT, base, name.replace(/\/$/, '') + ext))),
      )
    : FILE_NAMES.has(name);

describe(`the paths ${DOC} names`, () => {
  const named = [...new Set(spans(fs.readFileSync(path.join(ROOT, DOC), 'utf8')).filter(isPath))];

  it('all exist', () => {
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((name) => !exists(name))).toEqual([]);
  });

  it('are told apart from URLs, media types, rules and code', () => {
    expect(
      ['server/app.ts', 'routes/api/user/', 'plugins/app/sessions.ts', 'jest.config.js'].filter(isPath),
    ).toHaveLength(4);
    expect(
      [
        '/api/account',
        'multipart/form-data',
        'import/no-cycle',
        '@fastify/swagger',
        'routes/api/<resource>.ts',
        'src/shared/**/messages.ts',
        'state => …',
      ].filter(isPath),
    ).toEqual([]);
  });
});
