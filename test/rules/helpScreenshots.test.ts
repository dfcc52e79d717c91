// The manuals' screenshots are files in the repository (made by npm run help:screenshots, see
// test/e2e/helpScreenshots.test.ts). Here, without a browser: every screenshot a manual references
// exists at both widths and stays small, no stale picture lingers, and every address is unique.
import fs from 'node:fs';
import path from 'node:path';
import { FAQ } from '../../src/management/features/help/faqItems';
import { type ShotBlock, shotFiles } from '../../src/management/features/help/helpContent';
import { MANUALS } from '../../src/management/features/help/manuals';

const dir = path.resolve(__dirname, '../../content/help/screenshots');
const shots = MANUALS.flatMap((manual) =>
  manual.blocks.filter((b): b is ShotBlock => b.kind === 'shot').map((shot) => ({ manual: manual.slug, shot })),
);
const referencedFiles = new Set(shots.flatMap(({ shot }) => shotFiles(shot.name)));

describe('help screenshots', () => {
  it('exist for every screenshot a manual references, at 1280 and 375 px', () => {
    expect(shots.length).toBeGreaterThan(0);
    const missing = shots.flatMap(({ manual, shot }) =>
      shotFiles(shot.name)
        .filter((file) => !fs.existsSync(path.join(dir, file)))
        .map((file) => `${manual}: ${file} (run npm run help:screenshots)`),
    );
    expect(missing).toEqual([]);
  });

  it('are real PNGs of at most 200 KB each', () => {
    for (const file of referencedFiles) {
      const bytes = fs.readFileSync(path.join(dir, file));
      expect({ file, png: bytes.subarray(1, 4).toString('latin1') }).toEqual({ file, png: 'PNG' });
      expect({ file, small: bytes.length <= 200_000 }).toEqual({ file, small: true });
    }
  });

  it('leaves no picture in the folder that no manual shows', () => {
    const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
    expect(present.filter((file) => !referencedFiles.has(file))).toEqual([]);
  });

  it('describe every screenshot for people who cannot see it', () => {
    expect(shots.filter(({ shot }) => shot.alt.trim().length < 20).map(({ shot }) => shot.name)).toEqual([]);
  });
});

describe('help addresses', () => {
  it('gives every manual and every question its own address', () => {
    for (const slugs of [MANUALS.map((m) => m.slug), FAQ.map((f) => f.slug)]) {
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
