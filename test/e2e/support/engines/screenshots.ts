// Screenshots of the other engines go where the Chromium ones go: test-results/screenshots.
import fs from 'node:fs';
import path from 'node:path';

const shotDir = path.resolve(__dirname, '../../../../test-results/screenshots');

export function saveScreenshot(name: string, png: Buffer | Uint8Array): void {
  fs.mkdirSync(shotDir, { recursive: true });
  fs.writeFileSync(path.join(shotDir, `${name}.png`), png);
}
