// Screenshots of the other engines go where the Chromium ones go: test-results/screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { screenshotsWanted } from '../browser';

const shotDir = path.resolve(__dirname, '../../../../test-results/screenshots');

/** Takes (`take`) and saves a screenshot, unless E2E_SCREENSHOTS=0 (support/browser.ts). */
export async function saveScreenshot(name: string, take: () => Promise<Buffer | Uint8Array>): Promise<void> {
  if (!screenshotsWanted()) return;
  const png = await take();
  fs.mkdirSync(shotDir, { recursive: true });
  fs.writeFileSync(path.join(shotDir, `${name}.png`), png);
}
