// The few DOM side effects of opening a module, kept apart so sagas stay easy to test.
import { imageUrl } from '../../api/media';
import type { Module } from '../../rules/types';
import { isDebugMode as readDebugMode } from '../debug/debugMode';

/** Starts downloading the topic images so the start screen and sidebar show them without a flash. */
export function preloadTopicImages(module: Module): void {
  const { image, icon } = module.topic;
  if (image) new Image().src = imageUrl(image, 600);
  if (icon) new Image().src = imageUrl(icon, 360);
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}

/** The debug view needs only the query parameter `debug` (docs/product.md §2), no role; the
 * show_debug cookie remembers the choice (features/debug/debugMode.ts). */
export function isDebugMode(): boolean {
  return readDebugMode();
}
