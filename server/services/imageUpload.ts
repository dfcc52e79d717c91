// An image or icon uploaded through the module editor (issue 33). The file is untrusted: it is decoded
// by sharp (libvips) with a cap on its pixels, and only a PNG, JPEG, WebP or GIF that decodes is kept,
// re-encoded from its pixels (metadata, appended data and anything hidden in the original bytes are
// gone; GIF becomes a PNG of its first frame). SVG is refused, not cleaned: it is a document that can
// carry script, and the shipped icons that are SVG come with the content, not through uploads. Every
// refusal is a 400 with its code; nothing a file does makes a 500.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type * as SharpNamespace from 'sharp' with { 'resolution-mode': 'import' };
import { IMAGE_LIMITS, type UploadedImage } from '../../src/shared/management/media';
import type { Database } from '../db/schema';
import { type Actor, auditBy } from './auditWrite';
import { ok, type Outcome, refuse } from './outcome';

type SharpModule = typeof SharpNamespace;
let sharpModule: Promise<SharpModule> | null = null;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

const OUTPUT = {
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/png', ext: 'png' },
} as const;
type Format = keyof typeof OUTPUT;

/** An SVG (or any XML) file, whatever its name says: text that opens with a tag. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') || /<svg[\s>]/i.test(head);
}

/** The image re-encoded, or the code of the refusal. */
export async function reencodeImage(
  bytes: Uint8Array,
): Promise<
  | { data: Buffer; mime: string; ext: string; width: number; height: number }
  | { refused: 'image_unreadable' | 'image_too_many_pixels' | 'svg_not_allowed' }
> {
  if (looksLikeSvg(bytes)) return { refused: 'svg_not_allowed' };
  const sharp = await loadSharp();
  const input = Buffer.from(bytes);
  const options = { limitInputPixels: IMAGE_LIMITS.maxSide * IMAGE_LIMITS.maxSide, failOn: 'error' as const };
  try {
    const meta = await sharp(input, options).metadata();
    if (meta.format === 'svg') return { refused: 'svg_not_allowed' };
    if (!meta.format || !(meta.format in OUTPUT)) return { refused: 'image_unreadable' };
    if ((meta.width ?? 0) > IMAGE_LIMITS.maxSide || (meta.height ?? 0) > IMAGE_LIMITS.maxSide)
      return { refused: 'image_too_many_pixels' };
    const format = meta.format as Format;
    const pipeline = sharp(input, { ...options, animated: false }).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85 })
        : format === 'webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, mime: OUTPUT[format].mime, ext: OUTPUT[format].ext, width: info.width, height: info.height };
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) return { refused: 'image_too_many_pixels' };
    return { refused: 'image_unreadable' };
  }
}

/**
 * Stores an uploaded image re-encoded (the same picture uploaded twice is one media row) and audits it;
 * it is served at /image/… and /file/… like the shipped ones, and drafts name it by its path.
 */
export async function storeUploadedImage(
  db: Kysely<Database>,
  actor: Actor,
  bytes: Uint8Array,
  originalName: string,
): Promise<Outcome<UploadedImage>> {
  const image = await reencodeImage(bytes);
  if ('refused' in image) return refuse(400, image.refused);
  const filename = `upload-${createHash('sha256').update(image.data).digest('hex').slice(0, 20)}.${image.ext}`;
  const stored = await db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('media')
      .select(['id', 'modified'])
      .where('filename', '=', filename)
      .executeTakeFirst();
    if (known) return { id: known.id, modified: Number(known.modified) };
    const modified = Date.now();
    const row = await trx
      .insertInto('media')
      .values({ filename, mime: image.mime, data: image.data, modified, path: `uploads/${filename}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditBy(trx, actor, {
      action: 'media.upload',
      entityType: 'media',
      entityId: row.id,
      detail: { filename, original: originalName.slice(0, 200), bytes: image.data.length },
    });
    return { id: row.id, modified };
  });
  return ok({
    ...stored,
    path: `uploads/${filename}`,
    mime: image.mime,
    width: image.width,
    height: image.height,
    url: `/image/${stored.id}/600/auto/${stored.modified}`,
  });
}
