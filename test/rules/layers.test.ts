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
  ['src/shared/violation.ts', "import { apiClient } from '../common/api/client';"],
  ['src/rules/violation.ts', "import { t } from '../i18n/nl';"],
  ['src/lib/violation.ts', "export { App } from '../app/App';"],
  ['server/violation.ts', "import { apiClient } from '../src/common/api/client';"],
  ['server/routes/violation.ts', "import { withLoading } from '../../src/features/loading/withLoading';"],
  ['server/violation.ts', "import { t } from '../src/management/i18n';"],
  ['src/shared/violation.ts', "import { t } from '../management/i18n';"],
  // The two client apps: neither imports the other, and src/common (what both use) imports neither.
  ['src/management/app/violation.ts', "import { loggedOut } from '../../features/account/accountSlice';"],
  ['src/management/ui/Violation.tsx', "import { Pager } from '../../ui/Pager';"],
  ['src/management/api/violation.ts', "import { fetchMenu } from '../../api/menu';"],
  ['src/management/violation.ts', "import { paths } from '../lib/paths';"],
  ['src/management/violation.ts', "import { t } from '../i18n/nl';"],
  ['src/management/violation.ts', "import { store } from '../app/store';"],
  ['src/management/violation.ts', "import '../styles/layout.css';"],
  ['src/features/violation.ts', "import { t } from '../management/i18n';"],
  ['src/app/violation.ts', "import { ManagementApp } from '../management/app/ManagementApp';"],
  ['src/ui/violation.ts', "import { DataTable } from '../management/ui/DataTable';"],
  ['src/api/violation.ts', "import { listSchools } from '../management/api/school';"],
  ['src/i18n/violation.ts', "import { t } from '../management/i18n';"],
  ['src/common/ui/Violation.tsx', "import { t } from '../../i18n/nl';"],
  ['src/common/api/violation.ts', "import { errorStatus } from '../../api/errors';"],
  ['src/common/lib/violation.ts', "import { paths } from '../../lib/paths';"],
  ['src/common/lib/violation.ts', "import { store } from '../../app/store';"],
  ['src/common/ui/Violation.tsx', "import { t } from '../../management/i18n';"],
  // The module preview's bridge is the one door from the management site into the student app.
  ['src/management/features/violation.ts', "import { makeStore } from '../../app/store';"],
  [
    'src/management/features/violation.ts',
    "import { ModuleDialog } from '../../features/moduleDialog/components/ModuleDialog';",
  ],
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
  ['src/management/api/allowed.ts', "import { apiClient } from '../../common/api/client';"],
  ['src/management/ui/Allowed.tsx', "import { ConfirmDialog } from '../../common/ui/ConfirmDialog';"],
  ['src/management/allowed.ts', "import { t } from './i18n';"],
  ['src/management/allowed.ts', "import type { Account } from '../shared/api';"],
  ['src/features/allowed.ts', "import { fetchAccount } from '../common/api/account';"],
  ['src/app/allowed.ts', "import { lazyComponent } from '../common/lib/lazyComponent';"],
  ['src/common/api/allowed.ts', "import type { Account } from '../../shared/api';"],
  ['src/common/ui/Allowed.tsx', "import { t } from '../i18n/nl';"],
  ['src/management/features/allowed.ts', "import { ModulePreview } from '../../app/preview/ModulePreview';"],
])(
  '%s: %s passes',
  async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const used = 1;\n`)).toEqual([]);
  },
  30_000,
);
