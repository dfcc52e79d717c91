// Counts the JS and CSS a page downloads while `during` runs: every script and stylesheet response
// in the browser context, compressed here with node:zlib (gzip level 9, brotli quality 11, as the
// app's precompressed assets) so both pages are measured the same way whatever their server sends.
// BENCH_BROTLI_QUALITY lowers the brotli quality (the suite's smoke run: quality 11 takes seconds a
// megabyte); `brotli: false` skips it (the budget test reads gzip only).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';
import { envNumber } from './report';

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

const BROTLI_QUALITY = envNumber('BENCH_BROTLI_QUALITY', 11);
/** Compressed sizes by content: a file several visits download (the app's main chunk) is compressed once. */
const sizes = new Map<string, { gzip: number; brotli: number }>();

function compressed(body: Buffer, brotli: boolean): { gzip: number; brotli: number } {
  const key = `${brotli}:${crypto.createHash('sha256').update(body).digest('hex')}`;
  let size = sizes.get(key);
  if (!size) {
    size = {
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      brotli: brotli
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length
        : 0,
    };
    sizes.set(key, size);
  }
  return size;
}

export async function countBytes(
  context: BrowserContext,
  during: () => Promise<void>,
  { brotli = true }: { brotli?: boolean } = {},
): Promise<PageBytes> {
  const result: PageBytes = { js: empty(), css: empty(), urls: [], gzipByUrl: {} };
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        const bucket = type === 'script' ? result.js : result.css;
        const size = compressed(body, brotli);
        bucket.files += 1;
        bucket.raw += body.length;
        bucket.gzip += size.gzip;
        bucket.brotli += size.brotli;
        result.gzipByUrl[new URL(response.url()).pathname] = size.gzip;
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
