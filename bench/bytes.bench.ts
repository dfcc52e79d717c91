// Bytes of a first visit (JS + CSS, gzip and brotli), measured by loading the real pages in
// Chromium (bench/support/firstVisit.ts): our login page, our way into the module dialog (login →
// overview → Fitheid's first slide, everything downloaded on the way), the management site's first
// view, and the SurveyJS reference page rendering the same module. Service workers are blocked, so
// the app's background precache is not counted. The budgets and the goal it reports are those of
// bench/budgets.ts, the budgets the suite holds the build to (test/e2e/bench/budgets.test.ts).
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';
import { BUDGETS, GOALS, withinBudget, type BudgetName } from './budgets';
import { jsCssGzip, loginPage, managementFirstView, moduleDialog } from './support/firstVisit';
import { countBytes, kb, type PageBytes } from './support/pageBytes';
import { readContent, startReferenceServer } from './support/referenceServer';
import { report } from './support/report';

const SECTION = 'Bytes of a first visit (KB = 1024 bytes)';

function rows(figure: string, ours: PageBytes, surveyjs: PageBytes | null) {
  for (const [kind, pick] of [
    ['JS', (p: PageBytes) => p.js],
    ['CSS', (p: PageBytes) => p.css],
    [
      'JS + CSS',
      (p: PageBytes) => ({
        gzip: p.js.gzip + p.css.gzip,
        brotli: p.js.brotli + p.css.brotli,
        raw: p.js.raw + p.css.raw,
        files: p.js.files + p.css.files,
      }),
    ],
  ] as const) {
    for (const enc of ['gzip', 'brotli'] as const) {
      const o = pick(ours);
      const s = surveyjs ? pick(surveyjs) : null;
      const row = {
        section: SECTION,
        name: `${figure}: ${kind}, ${enc}`,
        unit: 'KB',
        ours: kb(o[enc]),
        ...(s ? { surveyjs: kb(s[enc]) } : {}),
        files: o.files,
      };
      if (surveyjs && kind === 'JS + CSS')
        Object.assign(row, { target: 'fewer than SurveyJS', met: o[enc] < (s?.[enc] ?? 0) });
      if (row.name === GOALS.loginJs.figure)
        Object.assign(row, { target: `≤ ${GOALS.loginJs.kb} KB`, met: withinBudget(o[enc], GOALS.loginJs) });
      report(row);
    }
  }
}

async function surveyjsPage(browser: Browser, url: string, module: string): Promise<PageBytes> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    return await countBytes(context, async () => {
      await page.goto(`${url}/?module=${module}`);
      await page.locator('.sd-question').first().waitFor();
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const server = await startServer();
  const reference = await startReferenceServer({
    fitheid: readContent('01-fitheid.json'),
    slaap: readContent('03-slaap.json'),
  });
  const browser = await launchBrowser();
  try {
    const ours: Record<BudgetName, PageBytes> = {
      login: await loginPage(browser, server.url),
      moduleDialog: await moduleDialog(browser, server.url),
      management: await managementFirstView(browser, server.url),
    };
    const sjs = {
      fitheid: await surveyjsPage(browser, reference.url, 'fitheid'),
      slaap: await surveyjsPage(browser, reference.url, 'slaap'),
    };

    rows('Login page', ours.login, null);
    rows('Module dialog (login → Fitheid, first visit)', ours.moduleDialog, sjs.fitheid);
    rows('Management site, first view (/beheer/ as a school manager)', ours.management, null);
    // What the login page does not download: the lazily loaded dialog chunks (rule engine, jexl,
    // DOMPurify, question inputs), fetched once a student is logged in.
    const lazy = Object.entries(ours.moduleDialog.gzipByUrl).filter(([url]) => !(url in ours.login.gzipByUrl));
    report({
      section: SECTION,
      name: 'Of which lazy dialog chunks: JS + CSS, gzip',
      unit: 'KB',
      ours: kb(lazy.reduce((s, [, n]) => s + n, 0)),
      files: lazy.length,
    });
    report({
      section: SECTION,
      name: 'SurveyJS page with the slaap module: JS + CSS, gzip',
      unit: 'KB',
      surveyjs: kb(sjs.slaap.js.gzip + sjs.slaap.css.gzip),
    });
    // The same figures against the budgets the suite checks (bench/budgets.ts).
    for (const [name, budget] of Object.entries(BUDGETS) as [BudgetName, (typeof BUDGETS)[BudgetName]][]) {
      const bytes = jsCssGzip(ours[name]);
      report({
        section: 'Byte budgets (bench/budgets.ts, checked by the suite)',
        name: budget.figure,
        unit: 'KB',
        ours: kb(bytes),
        files: ours[name].js.files + ours[name].css.files,
        target: `≤ ${budget.kb} KB`,
        met: withinBudget(bytes, budget),
      });
    }
    process.stderr.write(
      `login: ${ours.login.urls.join(' ')}\ndialog: ${ours.moduleDialog.urls.join(' ')}\n` +
        `management: ${ours.management.urls.join(' ')}\nsurveyjs: ${sjs.fitheid.urls.join(' ')}\n`,
    );
  } finally {
    await browser.close();
    await reference.close();
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
