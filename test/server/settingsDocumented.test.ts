// Every setting the server reads is documented for operators (issue 24): loadConfig and
// loadOorcheckSettings run on an environment that records each name they ask for, the server's
// sources (and the client build's webpack config) are searched for any other environment read,
// and docs/operations.md must name each one in its settings table.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { loadOorcheckSettings } from '../../server/oorcheck/settings';

const root = path.resolve(__dirname, '../..');

function recordingEnv(): { env: Record<string, string | undefined>; names: Set<string> } {
  const names = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_target, key) => {
      if (typeof key === 'string') names.add(key);
      return undefined;
    },
  });
  return { env, names };
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|js)$/.test(entry.name) ? [full] : [];
  });
}

// Uses of process.env in the server that read nothing themselves: the settings loaders get the
// whole environment, and the backup command passes it on to pg_dump/pg_restore.
const PASS_THROUGH = [
  /loadConfig\(process\.env\)/g,
  /loadOorcheckSettings\(process\.env\)/g,
  /\{ \.\.\.process\.env \}/g,
  /NodeJS\.ProcessEnv = process\.env/g,
];

function settingsRead(): Set<string> {
  const names = new Set<string>();
  const config = recordingEnv();
  loadConfig(config.env, root);
  const oorcheck = recordingEnv();
  loadOorcheckSettings(oorcheck.env, root);
  for (const n of [...config.names, ...oorcheck.names]) names.add(n);
  const files = [...sources(path.join(root, 'server')), path.join(root, 'webpack.config.js')];
  for (const file of files) {
    let text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g))
      names.add(m[1] ?? m[2]);
    text = text.replace(/process\.env\.[A-Z][A-Z0-9_]*|process\.env\[['"][A-Z][A-Z0-9_]*['"]\]/g, '');
    for (const pattern of PASS_THROUGH) text = text.replace(pattern, '');
    // Any other use (process.env[name], a new loader) must be added above or read through one.
    expect({ file: path.relative(root, file), other: text.includes('process.env') }).toEqual({
      file: path.relative(root, file),
      other: false,
    });
  }
  return names;
}

describe('settings', () => {
  it('every environment variable the server or the client build reads is in docs/operations.md', () => {
    const names = settingsRead();
    // The loaders are really observed (a broken recorder would pass with nothing to check).
    for (const expected of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'METRICS_TOKEN', 'OORCHECK_CUTOFF_DIOTIC_DB'])
      expect(names.has(expected)).toBe(true);
    const doc = fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const settings = doc.slice(doc.indexOf('\n## Settings'), doc.indexOf('\n## ', doc.indexOf('\n## Settings') + 1));
    const missing = [...names].filter((name) => !settings.includes(`\`${name}\``)).sort();
    expect(missing).toEqual([]);
  });
});
