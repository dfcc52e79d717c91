// Bytes of a first visit (JS + CSS, gzip and brotli), measured by loading the real pages in
// Chromium: our login page, our way into the module dialog (login → overview → Fitheid's first
// slide, everything downloaded on the way), and the SurveyJS reference page rendering the same
// module. Service workers are blocked, so the app's background precache is not counted.
import { launchBrowser } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';
import { logIn, openModule } from '../test/e2e/support/student';
import { countBytes, kb, type PageBytes } from './support/pageBytes';
import { readContent, startReferenceServer } from './support/referenceServer';
import { report } from './support/report';

const LOGIN_TARGET_KB = 150;

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
        section: 'Bytes of a first visit (KB = 1024 bytes)',
        name: `${figure}: ${kind}, ${enc}`,
        unit: 'KB',
        ours: kb(o[enc]),
        ...(s ? { surveyjs: kb(s[enc]) } : {}),
        files: o.files,
      };
      if (surveyjs && kind === 'JS + CSS')
        Object.assign(row, { target: 'fewer than SurveyJS', met: o[enc] < (s?.[enc] ?? 0) });
      if (!surveyjs && kind === 'JS' && enc === 'gzip')
        Object.assign(row, { target: `≤ ${LOGIN_TARGET_KB} KB`, met: kb(o.gzip) <= LOGIN_TARGET_KB });
      report(row);
    }
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
    const fresh = () => browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

    const loginContext = await fresh();
    const loginPage = await loginContext.newPage();
    const login = await countBytes(loginContext, async () => {
      await loginPage.goto(`${server.url}/inloggen`);
      await loginPage.getByRole('textbox', { name: /e-mail/i }).waitFor();
    });
    await loginContext.close();

    const dialogContext = await fresh();
    const page = await dialogContext.newPage();
    const dialog = await countBytes(dialogContext, async () => {
      await logIn(page, server.url);
      await openModule(page, 'Fitheid');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.locator('.md-slides').waitFor();
    });
    await dialogContext.close();

    const sjs: Record<string, PageBytes> = {};
    for (const module of ['fitheid', 'slaap']) {
      const context = await fresh();
      const sjsPage = await context.newPage();
      sjs[module] = await countBytes(context, async () => {
        await sjsPage.goto(`${reference.url}/?module=${module}`);
        await sjsPage.locator('.sd-question').first().waitFor();
      });
      await context.close();
    }

    rows('Login page', login, null);
    rows('Module dialog (login → Fitheid, first visit)', dialog, sjs.fitheid);
    // What the login page does not download: the lazily loaded dialog chunks (rule engine, jexl,
    // DOMPurify, question inputs), fetched once a student is logged in.
    const lazy = Object.entries(dialog.gzipByUrl).filter(([url]) => !(url in login.gzipByUrl));
    report({
      section: 'Bytes of a first visit (KB = 1024 bytes)',
      name: 'Of which lazy dialog chunks: JS + CSS, gzip',
      unit: 'KB',
      ours: kb(lazy.reduce((s, [, n]) => s + n, 0)),
      files: lazy.length,
    });
    report({
      section: 'Bytes of a first visit (KB = 1024 bytes)',
      name: 'SurveyJS page with the slaap module: JS + CSS, gzip',
      unit: 'KB',
      surveyjs: kb(sjs.slaap.js.gzip + sjs.slaap.css.gzip),
    });
    process.stderr.write(
      `login: ${login.urls.join(' ')}\ndialog: ${dialog.urls.join(' ')}\nsurveyjs: ${sjs.fitheid.urls.join(' ')}\n`,
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
