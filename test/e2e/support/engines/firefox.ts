// Firefox ESR (Debian's firefox-esr) driven headless by puppeteer-core over WebDriver BiDi; Debian
// has no geckodriver and none is needed. Dutch is asked for through the language preferences.
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { saveScreenshot } from './screenshots';
import type { EngineDriver } from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<EngineDriver> {
  if (!fs.existsSync(FIREFOX_PATH))
    throw new Error('Firefox is not installed: apt-get install firefox-esr (see README)');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'nl-NL, nl', 'intl.locale.requested': 'nl-NL' },
  });
  // Each flow gets a browser context of its own (reset): cookies, storage and service workers of
  // one never reach the next, as with a new profile, without starting Firefox again.
  let context = await browser.createBrowserContext();
  let page = await context.newPage();
  return {
    name: 'firefox',
    goto: async (url) => {
      await page.goto(url);
    },
    run: <T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) =>
      page.evaluate(fn as unknown as (...a: unknown[]) => T, ...args) as Promise<T>,
    click: (css) => page.click(css),
    type: (css, text) => page.type(css, text),
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: (name) => saveScreenshot(`${name}-firefox`, () => page.screenshot()),
    reset: async () => {
      await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
    },
    close: () => browser.close(),
  };
}
