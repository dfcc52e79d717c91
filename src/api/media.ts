// Urls of server-side images and files (docs/product.md §7, "Files and images"). The modified time
// is part of the url so that a changed image gets a new url and caches never serve a stale one.
import type { MediaRef } from '../rules/types';
import { apiUrl } from '../common/lib/config';

/** The widths the server renders; the height always follows the aspect ratio ('auto'). */
export const IMAGE_WIDTHS = [360, 600, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function imageUrl(media: MediaRef, width: ImageWidth): string {
  return apiUrl(`/image/${media.id}/${width}/auto/${media.modified}`);
}

/** A srcset over every rendered width, so the browser picks the smallest that fits. */
export function imageSrcSet(media: MediaRef): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(media, width)} ${width}w`).join(', ');
}

export function fileUrl(media: MediaRef): string {
  return apiUrl(`/file/${media.id}/${media.modified}`);
}
