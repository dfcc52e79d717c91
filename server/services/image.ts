// Resizes raster images to one of the fixed widths with sharp (never enlarging); SVG is served as is
// because it scales by itself. Results are kept in a small in-memory cache: the set of
// (id, width, modified) combinations is small and a resize costs tens of milliseconds.
import type * as SharpNamespace from 'sharp' with { 'resolution-mode': 'import' };

export interface StoredImage {
  id: number;
  modified: number;
  mime: string;
  data: Uint8Array;
}

const MAX_CACHE = 200;
const cache = new Map<string, { mime: string; data: Buffer }>();

type SharpModule = typeof SharpNamespace;
let sharpModule: Promise<SharpModule> | null = null;
// Loaded on first use so server start-up does not pay for libvips.
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

export async function resizeImage(image: StoredImage, width: number): Promise<{ mime: string; data: Buffer }> {
  if (image.mime === 'image/svg+xml') return { mime: image.mime, data: Buffer.from(image.data) };
  const key = `${image.id}:${image.modified}:${width}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const sharp = await loadSharp();
  const data = await sharp(Buffer.from(image.data)).rotate().resize({ width, withoutEnlargement: true }).toBuffer();
  const result = { mime: image.mime, data };
  if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}
