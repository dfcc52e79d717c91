// After the browser suites: the template data folder of globalSetup.ts.
import fs from 'node:fs';

export default function globalTeardown(): void {
  const template = process.env.E2E_TEMPLATE_DATA;
  if (template && process.env.E2E_TEMPLATE_MADE_HERE) fs.rmSync(template, { recursive: true, force: true });
}
