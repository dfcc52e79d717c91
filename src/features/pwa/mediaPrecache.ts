// Puts the topic images of the student's modules into the service worker's media cache as soon as
// the module content arrives, through Cache Storage itself (not by rendering <img> or new Image(), whose
// requests the browser may drop or postpone): a connection lost a second after login left 5 of 8
// tile icons broken (issue 11). The worker's CacheFirst route reads the same cache, so it also works
// when the worker takes control only later. The images are shared by every student: nothing here is
// personal, and a logout keeps them.
import { imageUrl } from '../../api/media';
import type { Module } from '../../rules/types';
import { MEDIA_CACHE } from '../../sw/cacheNames';

/** Tile icons first (the overview needs them), then the start images of the modules. */
export function topicImageUrls(modules: Module[]): string[] {
  const icons = modules.flatMap((m) => (m.topic.icon ? [imageUrl(m.topic.icon, 360)] : []));
  const images = modules.flatMap((m) => (m.topic.image ? [imageUrl(m.topic.image, 600)] : []));
  return [...new Set([...icons, ...images])];
}

const PARALLEL = 4;

/** Caches the URLs that are not cached yet; returns how many were added. Never throws. */
export async function precacheMedia(urls: string[]): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let cache: Cache;
  try {
    cache = await caches.open(MEDIA_CACHE);
  } catch {
    return 0;
  }
  let added = 0;
  const pending = [...urls];
  const worker = async () => {
    for (let url = pending.shift(); url !== undefined; url = pending.shift()) {
      try {
        if (await cache.match(url)) continue;
        await cache.add(url);
        added += 1;
      } catch {
        // Offline or a missing image: the tile shows its text; the next login tries again.
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return added;
}
