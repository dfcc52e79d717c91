// Rendering speed of the module dialog: the real built app and server, a 100-slide module, headless
// Chromium with 4× CPU throttling (Chrome DevTools Protocol). Measures, inside the page, the time
// from clicking 'Volgende' to the next slide's question being on screen (two animation frames
// later, so layout and paint are included), and the time from opening the module to the first slide.
// Needs `npm run build` first. Prints JSON lines for bench/run.js.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';
import { logIn } from '../test/e2e/support/student';
import { bigModuleFile } from './fixtures/bigModule';

const CPU_THROTTLE = 4;
const root = path.resolve(__dirname, '..');

function contentWithBigModule(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-bench-content-'));
  fs.cpSync(path.join(root, 'content'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'modules', '99-benchmark.json'), JSON.stringify(bigModuleFile(100)));
  return dir;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

async function main() {
  const contentDir = contentWithBigModule();
  const server = await startServer({ CONTENT_DIR: contentDir });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx (esbuild keepNames) wraps functions in __name(); page.evaluate ships them as source.
    await page.addInitScript('window.__name = (f) => f;');
    page.on('crash', () => console.error('page crashed'));
    page.on('close', () => console.error('page closed', new Date().toISOString()));
    browser.on('disconnected', () => console.error('browser disconnected', new Date().toISOString()));
    page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
    await logIn(page, server.url);
    console.error('logged in');
    const cdp = await page.context().newCDPSession(page);
    if (CPU_THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    console.error('throttled');

    const openTimes: number[] = [];
    const nextTimes: number[] = [];
    const tile = page.locator('article, li').filter({ has: page.getByRole('heading', { name: /Benchmark met 100 vragen/ }) }).first();
    await tile.getByRole('button').first().click();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    console.error('start visible');

    // Start → first (pre-)slide interactive.
    openTimes.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const t0 = performance.now();
            (Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Start') as HTMLButtonElement).click();
            const check = () => {
              if (document.querySelector('.md-slide__text')) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
              else requestAnimationFrame(check);
            };
            check();
          }),
      ),
    );
    await page.getByRole('radio', { name: '17 jaar' }).check();
    await page.getByRole('radio', { name: 'Vrouw' }).check();

    for (let i = 0; i < 100; i++) {
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const before = document.querySelector('.md-slide__text')?.textContent;
            const t0 = performance.now();
            (Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Volgende') as HTMLButtonElement).click();
            const check = () => {
              const now = document.querySelector('.md-slide__text, .md-result h1, .md-result h2');
              if (now && now.textContent !== before) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
              else if (performance.now() - t0 > 5000) resolve(-1);
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
      if (elapsed < 0) {
        console.error(`stopped after ${nextTimes.length} slides`);
        break; // validation stopped us or the result stage was reached
      }
      nextTimes.push(elapsed);
      // Answer the slide we are now on, so 'Volgende' passes validation next time.
      const radio = page.getByRole('radio').first();
      const box = page.getByRole('checkbox').first();
      const slider = page.getByRole('slider').first();
      if (await radio.count()) await radio.check();
      else if (await box.count()) await box.check();
      else if (await slider.count()) {
        await slider.focus();
        await page.keyboard.press('ArrowRight');
      } else break;
    }
    console.log(JSON.stringify({ name: 'dialog.startToFirstSlide', cpuThrottle: CPU_THROTTLE, ms: openTimes[0] }));
    console.log(
      JSON.stringify({
        name: 'dialog.nextSlide100',
        cpuThrottle: CPU_THROTTLE,
        slidesMeasured: nextTimes.length,
        medianMs: median(nextTimes),
        p95Ms: p95(nextTimes),
      }),
    );
  } finally {
    await browser.close();
    await server.dispose();
    fs.rmSync(contentDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
