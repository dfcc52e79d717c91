// Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this
// machine needs (see TOOLCHAIN.md).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags this machine's Chromium runs with (a bench that launches its own uses them too). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

const shotDir = path.resolve(__dirname, '../../../test-results/screenshots');

/**
 * Whether the suites save their screenshots (test-results/screenshots) for people to look at: yes,
 * unless E2E_SCREENSHOTS=0. .ci/run sets it, since CI keeps no files: a full-page screenshot costs
 * about half a second of CPU, and a full run takes 175 of them.
 */
export const screenshotsWanted = (): boolean => process.env.E2E_SCREENSHOTS !== '0';

/** Saves a screenshot under test-results/screenshots for people to look at (see screenshotsWanted). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}
