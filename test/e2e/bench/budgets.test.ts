// Byte budgets as checks (issue 31): the JS + CSS (gzip) of the login page, of a student's way into the
// module dialog and of the management site's first view must stay within the budgets of bench/budgets.ts.
// Bytes are deterministic, so unlike a time this is a test: the built app (dist/, or STATIC_DIR) is
// loaded in Chromium and counted as `npm run bench -- bytes` counts it (bench/support/firstVisit.ts).
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { BUDGETS, withinBudget, type Budget, type BudgetName } from '../../../bench/budgets';
import {
  jsCssGzip,
  loginPage,
  managementFirstView,
  moduleDialog,
  type Options,
} from '../../../bench/support/firstVisit';
import { kb, type PageBytes } from '../../../bench/support/pageBytes';
import { serverAndBrowserForFile } from '../support/suite';

jest.setTimeout(180_000);

const dist = path.resolve(__dirname, '../../..', process.env.STATIC_DIR || 'dist');
const MEASURE: Record<BudgetName, (browser: Browser, url: string, options: Options) => Promise<PageBytes>> = {
  login: loginPage,
  moduleDialog,
  management: managementFirstView,
};

const suite = serverAndBrowserForFile();

/** null within budget, else what a developer needs: the figure, the budget, the files and where to change it. */
function overBudget(budget: Budget, bytes: PageBytes): string | null {
  const total = jsCssGzip(bytes);
  if (withinBudget(total, budget)) return null;
  const files = Object.entries(bytes.gzipByUrl)
    .sort(([, a], [, b]) => b - a)
    .map(([url, gzip]) => `  ${kb(gzip)} KB ${url}`)
    .join('\n');
  return (
    `${budget.figure}: ${kb(total)} KB (${total} bytes) is over its budget of ${budget.kb} KB ` +
    `(${budget.kb * 1024} bytes), measured on ${dist}.\n` +
    `Make it smaller, or raise the budget in bench/budgets.ts and say why there (its reason now: ${budget.why})\n` +
    `Files, gzip:\n${files}`
  );
}

it.each(Object.keys(BUDGETS) as BudgetName[])('%s: JS + CSS (gzip) within its budget', async (name) => {
  const bytes = await MEASURE[name](suite.browser, suite.server.url, { brotli: false });
  // A measurement that saw no script or stylesheet would pass any budget: it must have seen both.
  expect({ js: bytes.js.files > 0, css: bytes.css.files > 0 }).toEqual({ js: true, css: true });
  expect(overBudget(BUDGETS[name], bytes)).toBeNull();
});
