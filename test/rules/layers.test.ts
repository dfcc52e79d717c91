// The layer rules of .eslintrc.json (import/no-restricted-paths) fail the lint on a violation: this
// lints snippets with the repository's own configuration, as `npm run lint` does.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.join(__dirname, '../..');
// Type information is not needed for the import rules and costs a whole program per project.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    parserOptions: { project: null },
    // import/no-cycle reads the linted file from disk, and these snippets have none (test/rules/cycles.test.ts).
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      'import/no-cycle': 'off',
    },
  },
});

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

test.each([
  ['src/api/violation.ts', "import { loggedOut } from '../features/account/accountSlice';"],
  ['src/ui/Violation.tsx', "import { store } from '../app/store';"],
  ['src/i18n/violation.ts', "import { notify } from '../features/notifications/notificationsSlice';"],
  ['src/shared/violation.ts', "import { apiClient } from '../api/client';"],
  ['src/rules/violation.ts', "import { t } from '../i18n/nl';"],
  ['src/lib/violation.ts', "export { App } from '../app/App';"],
  ['server/violation.ts', "import { apiClient } from '../src/api/client';"],
  ['server/routes/violation.ts', "import { withLoading } from '../../src/features/loading/withLoading';"],
])(
  '%s: %s fails the lint',
  async (file, code) => {
    const errors = await layerErrors(file, `${code}\nexport const used = 1;\n`);
    expect(errors).toHaveLength(1);
  },
  30_000,
);

test.each([
  ['src/api/allowed.ts', "import { apiUrl } from '../lib/config';"],
  ['src/ui/Allowed.tsx', "import { t } from '../i18n/nl';"],
  ['src/features/allowed.ts', "import { store } from '../app/store';"],
  ['server/allowed.ts', "import { processModule } from '../src/rules/engine';"],
])(
  '%s: %s passes',
  async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const used = 1;\n`)).toEqual([]);
  },
  30_000,
);
