// import/no-cycle (.eslintrc.json) fails the lint when modules import each other. The rule follows
// imports to the files on disk, so the snippets are real files in scratch folders where the rule
// applies (server/, src/shared/, src/rules/), removed again after the tests. Without the
// "import/extensions" setting the rule silently skips every .ts file: the first tests catch that.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.join(__dirname, '../..');
// Type information is not needed for the import rules and costs a whole program per project.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    parserOptions: { project: null },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes the files into a fresh folder under `under` and lints the first one; its import/no-cycle messages. */
async function cycleErrors(under: string, files: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(root, under, 'cycle-test-'));
  scratch.push(dir);
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
  const first = path.join(dir, Object.keys(files)[0]);
  const [result] = await eslint.lintFiles([first]);
  expect(result.filePath).toBe(first);
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'import/no-cycle').map((m) => m.message);
}

test.each(['server', 'server/services', 'src/shared', 'src/rules'])(
  'two modules in %s that import each other fail the lint',
  async (under) => {
    const errors = await cycleErrors(under, {
      'a.ts': "import { b } from './b';\nexport const a = (): number => b + 1;\n",
      'b.ts': "import { a } from './a';\nexport const b = 1;\nexport const useA = (): number => a();\n",
    });
    expect(errors).toEqual([expect.stringMatching(/^Dependency cycle detected/)]);
  },
  30_000,
);

test('a cycle through a third module fails too', async () => {
  const errors = await cycleErrors('server', {
    'a.ts': "import { b } from './b';\nexport const a = (): number => b;\n",
    'b.ts': "import { c } from './c';\nexport const b = c;\n",
    'c.ts': "import { a } from './a';\nexport const c = 1;\nexport const useA = (): number => a();\n",
  });
  expect(errors).toEqual([expect.stringMatching(/^Dependency cycle via/)]);
}, 30_000);

test('the same imports one way only pass', async () => {
  const errors = await cycleErrors('server', {
    'a.ts': "import { b } from './b';\nexport const a = (): number => b + 1;\n",
    'b.ts': 'export const b = 1;\n',
  });
  expect(errors).toEqual([]);
}, 30_000);

test('a type import back is no cycle: it is erased before the code runs', async () => {
  const errors = await cycleErrors('server', {
    'a.ts': "import { b } from './b';\nexport type A = { n: number };\nexport const a = (): number => b;\n",
    'b.ts': "import type { A } from './a';\nexport const b = 1;\nexport const one: A = { n: b };\n",
  });
  expect(errors).toEqual([]);
}, 30_000);
