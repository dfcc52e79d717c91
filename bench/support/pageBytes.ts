// Counts the JS and CSS a page downloads while `during` runs: every script and stylesheet response
// in the browser context, compressed here with node:zlib (gzip level 9, brotli quality 11, as the
// app's precompressed assets) so both pages are measured the same way whatever their server sends.
import zlib from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageBytes {
  js: Bytes;
  css: Bytes;
  urls: string[];
  /** gzip bytes per path */
  gzipByUrl: Record<string, number>;
}

const empty = (): Bytes => ({ files: 0, raw: 0, gzip: 0, brotli: 0 });

export async function countBytes(context: BrowserContext, during: () => Promise<void>): Promise<PageBytes> {
  const result: PageBytes = { js: empty(), css: empty(), urls: [], gzipByUrl: {} };
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        const bucket = type === 'script' ? result.js : result.css;
        bucket.files += 1;
        bucket.raw += body.length;
        const gzip = zlib.gzipSync(body, { level: 9 }).length;
        bucket.gzip += gzip;
        result.gzipByUrl[new URL(response.url()).pathname] = gzip;
        bucket.brotli += zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
        result.urls.push(new URL(response.url()).pathname);
      }),
    );
  };
  context.on('response', onResponse);
  try {
    await during();
    // Let late chunk requests (lazy parts the page asked for) finish.
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all(pending);
  } finally {
    context.off('response', onResponse);
  }
  return result;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
