// Dialog speed in headless Chromium with 4× CPU throttling (Chrome DevTools Protocol), ours vs the
// SurveyJS reference page, on the same 100-slide module (bench/fixtures/bigModule.ts, converted for
// SurveyJS): (1) from navigation to the first slide being interactive — ours from the overview URL
// with a logged-in session, clicking the module and Start as soon as they appear; SurveyJS from its
// page URL — and (2) the time per 'next' over the whole module. Medians over several runs.
// Knobs: BENCH_FIRST_RUNS (default 5), BENCH_NEXT_RUNS (default 2), BENCH_CPU_THROTTLE (4), and
// BENCH_SLIDES (100; the suite's smoke run walks a 10-slide module).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';
import { logIn } from '../test/e2e/support/student';
import { bigModuleFile } from './fixtures/bigModule';
import { firstSlideObserver, nextHelper, type FirstSlideSpec } from './support/pageTiming';
import { breakdown } from './support/traceBreakdown';
import { root, startReferenceServer } from './support/referenceServer';
import { envNumber, median, percentile, report, round } from './support/report';

const THROTTLE = envNumber('BENCH_CPU_THROTTLE', 4);
const FIRST_RUNS = envNumber('BENCH_FIRST_RUNS', 5);
const NEXT_RUNS = envNumber('BENCH_NEXT_RUNS', 2);
const SLIDES = envNumber('BENCH_SLIDES', 100);
const TITLE = 'Benchmark met 100 vragen';

interface Side {
  url: string;
  spec: FirstSlideSpec;
  next: [selector: string, text: string | null, title: string];
  answerMeta: (page: Page) => Promise<void>;
  answer: (page: Page) => Promise<boolean>;
}

const ours = (url: string): Side => ({
  url: `${url}/`,
  spec: {
    clicks: [
      { selector: 'li.tile button', text: null, within: TITLE },
      { selector: '[role="dialog"] .md-start button.md-button--primary', text: 'Start' },
    ],
    firstSlide: '.md-slides input',
  },
  next: ['[role="dialog"] button.md-button--primary', 'Volgende', '.md-slide__text'],
  answerMeta: async (page) => {
    await page.getByRole('radio', { name: '17 jaar' }).check();
    await page.getByRole('radio', { name: 'Vrouw' }).check();
  },
  answer: async (page) => {
    const radio = page.locator('.md-slides input[type="radio"]').first();
    const box = page.locator('.md-slides input[type="checkbox"]').first();
    const slider = page.locator('.md-slides input[type="range"]').first();
    if (await radio.count()) await radio.check();
    else if (await box.count()) await box.check();
    else if (await slider.count()) {
      await slider.focus();
      await page.keyboard.press('ArrowRight');
    } else return false;
    return true;
  },
});

const surveyjs = (url: string): Side => ({
  url: `${url}/?module=bench`,
  spec: { clicks: [], firstSlide: '.sd-question input' },
  next: ['.sd-navigation__next-btn', null, '.sd-question__title'],
  answerMeta: async (page) => {
    await page.getByText('17 jaar', { exact: true }).click();
    await page.getByText('Vrouw', { exact: true }).click();
  },
  answer: async (page) => {
    const item = page.locator('.sd-question .sd-selectbase__label').first();
    const slider = page.locator('.sd-question input[type="range"]').first();
    if (await item.count()) await item.click();
    else if (await slider.count()) {
      await slider.focus();
      await page.keyboard.press('ArrowRight');
    } else return false;
    return true;
  },
});

async function throttledPage(context: BrowserContext, spec: FirstSlideSpec): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(firstSlideObserver(spec));
  await page.addInitScript(nextHelper);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return page;
}

/** One visit: navigation → first slide; optionally then 'next' through the whole module. */
async function visit(
  browser: Browser,
  side: Side,
  cookies: Parameters<BrowserContext['addCookies']>[0],
  walk: boolean,
  tracePath?: string,
) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  try {
    const page = await throttledPage(context, side.spec);
    await page.goto(side.url);
    await page.waitForFunction(
      () => (window as unknown as { __bench: { interactive: number | null } }).__bench.interactive !== null,
      null,
      { timeout: 60_000 },
    );
    const first: number = await page.evaluate(
      () => (window as unknown as { __bench: { interactive: number } }).__bench.interactive,
    );
    const nexts: number[] = [];
    if (walk) {
      await side.answerMeta(page);
      if (tracePath) await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline'] });
      for (let i = 0; i < 120; i++) {
        const ms: number = await page.evaluate(
          ([s, t, title]) =>
            (window as unknown as { __benchNext: (...a: unknown[]) => Promise<number> }).__benchNext(s, t, title),
          side.next,
        );
        if (ms < 0) break; // the result stage (or a validation stop) ends the walk
        nexts.push(ms);
        if (!(await side.answer(page))) break;
      }
      if (tracePath) await browser.stopTracing();
    }
    return { first, nexts };
  } finally {
    await context.close();
  }
}

/**
 * Issue 35: 'next' at the start and at the end of the module (the same, or the dialog grows with the
 * answers), and where a 'next' goes, from a traced walk of its own (tracing slows the page a little,
 * so its times stay out of the figures above).
 */
async function reportNextBreakdown(
  browser: Browser,
  side: Side,
  cookies: Parameters<BrowserContext['addCookies']>[0],
  walks: number[][],
): Promise<void> {
  const section = `Where a 'next' goes (ours, ${THROTTLE}× CPU throttling, ms)`;
  const span = Math.max(1, Math.min(10, Math.floor(SLIDES / 4)));
  const starts = walks.flatMap((w) => w.slice(0, span));
  const ends = walks.flatMap((w) => w.slice(-span));
  for (const [name, xs] of [
    [`'next' on the first ${span} slides`, starts],
    [`'next' on the last ${span} slides`, ends],
  ] as const)
    report({
      section,
      name,
      median: round(median(xs)),
      p95: round(percentile(xs, 0.95)),
      target: 'median ≤ 12, p95 ≤ 20',
      met: median(xs) <= 12 && percentile(xs, 0.95) <= 20,
    });
  const tracePath = path.join(os.tmpdir(), `lrc-bench-next-${process.pid}.json`);
  try {
    const traced = await visit(browser, side, cookies, true, tracePath);
    const parts = breakdown(fs.readFileSync(tracePath, 'utf8'));
    const count = Math.max(1, traced.nexts.length);
    for (const [part, ms] of Object.entries(parts))
      report({
        section,
        name: `per slide (answering it and 'next'), main thread: ${part}`,
        median: round(ms / count),
        p95: null,
        target: null,
      });
  } finally {
    fs.rmSync(tracePath, { force: true });
  }
}

function contentWithBigModule(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-bench-content-'));
  fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'modules', '99-benchmark.json'), JSON.stringify(bigModuleFile(SLIDES)));
  return dir;
}

async function main() {
  const contentDir = contentWithBigModule();
  const server = await startServer({ CONTENT_DIR: contentDir });
  const reference = await startReferenceServer({ bench: bigModuleFile(SLIDES) });
  const browser = await launchBrowser();
  try {
    const login = await browser.newContext({ serviceWorkers: 'block' });
    const loginPage = await login.newPage();
    await logIn(loginPage, server.url);
    const cookies = await login.cookies();
    await login.close();

    const sides = { ours: ours(server.url), surveyjs: surveyjs(reference.url) };
    const firsts: Record<string, number[]> = { ours: [], surveyjs: [] };
    const nexts: Record<string, number[]> = { ours: [], surveyjs: [] };
    const walked: Record<string, number[]> = { ours: [], surveyjs: [] };
    const walks: number[][] = [];
    for (let run = 0; run < Math.max(FIRST_RUNS, NEXT_RUNS); run++) {
      for (const name of ['ours', 'surveyjs'] as const) {
        const r = await visit(browser, sides[name], name === 'ours' ? cookies : [], run < NEXT_RUNS);
        if (run < FIRST_RUNS) firsts[name].push(r.first);
        nexts[name].push(...r.nexts);
        if (name === 'ours' && r.nexts.length) walks.push(r.nexts);
        if (run < NEXT_RUNS) walked[name].push(r.nexts.length);
        process.stderr.write(`run ${run + 1} ${name}: first slide ${round(r.first)} ms, ${r.nexts.length} nexts\n`);
      }
    }
    const section = `Dialog speed in Chromium, ${THROTTLE}× CPU throttling (ms, median)`;
    report({
      section,
      name: 'Navigation → first slide interactive',
      ours: round(median(firsts.ours)),
      surveyjs: round(median(firsts.surveyjs)),
      runs: FIRST_RUNS,
      // Issue 35's target; issue 7's was "sooner than SurveyJS".
      target: '≤ 0.5× SurveyJS',
      met: median(firsts.ours) <= 0.5 * median(firsts.surveyjs),
    });
    report({
      section,
      name: `Per 'next' over the ${SLIDES}-slide module`,
      ours: round(median(nexts.ours)),
      surveyjs: round(median(nexts.surveyjs)),
      'ours p95': round(percentile(nexts.ours, 0.95)),
      'SurveyJS p95': round(percentile(nexts.surveyjs, 0.95)),
      runs: NEXT_RUNS,
      'slides walked (ours / SurveyJS)': `${walked.ours.join('+')} / ${walked.surveyjs.join('+')}`,
      target: 'sooner than SurveyJS',
      met: median(nexts.ours) < median(nexts.surveyjs),
    });
    await reportNextBreakdown(browser, sides.ours, cookies, walks);
  } finally {
    await browser.close();
    await reference.close();
    await server.dispose();
    fs.rmSync(contentDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
