// Issue 11 item 7: the topic images of the student's modules go into the media cache as soon as
// the test data arrives, whether or not a service worker controls the page yet (before: only then,
// and through new Image(), which left tile icons missing when the connection dropped right after
// login). Icons first; already cached ones are not fetched again; failures never escape.
import { waitFor } from '@testing-library/react';
import { imageUrl } from '../../../src/api/media';
import { makeStore } from '../../../src/app/store';
import { moduleContentLoaded } from '../../../src/features/modules/modulesSlice';
import { MEDIA_CACHE } from '../../../src/sw/cacheNames';
import { makeConfig, makeModule } from '../fixtures/modules';

function fakeCacheStorage() {
  const stored = new Map<string, Set<string>>();
  const added: string[] = [];
  const storage = {
    open: jest.fn(async (name: string) => {
      const entries = stored.get(name) ?? new Set<string>();
      stored.set(name, entries);
      return {
        match: async (url: string) => (entries.has(url) ? ({} as Response) : undefined),
        add: async (url: string) => {
          if (url.includes('/image/99/')) throw new TypeError('Failed to fetch');
          added.push(url);
          entries.add(url);
        },
      };
    }),
    delete: jest.fn(async () => true),
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return { stored, added, storage };
}

const topic = (icon: number, image: number | null) => ({
  icon: { id: icon, modified: 1700000000 },
  image: image === null ? null : { id: image, modified: 1700000000 },
  status: 'optional' as const,
  category: 'leefstijl',
  contactData: null,
});

it('caches every module icon, then the start images, when the test data arrives (no worker in control)', async () => {
  const { stored, added, storage } = fakeCacheStorage();
  expect(navigator.serviceWorker?.controller ?? null).toBeNull();
  const modules = [
    makeModule({ id: 1, topic: topic(11, 21) }),
    makeModule({ id: 2, topic: topic(12, null) }),
    makeModule({ id: 3, topic: topic(99, 23) }),
  ];
  stored.set(MEDIA_CACHE, new Set([imageUrl({ id: 12, modified: 1700000000 }, 360)]));
  const store = makeStore();
  store.dispatch(moduleContentLoaded({ modules, module_configs: [makeConfig('beweging')] }));
  await waitFor(() => expect(added).toHaveLength(3));
  expect(storage.open).toHaveBeenCalledWith(MEDIA_CACHE);
  const url = (id: number, width: 360 | 600) => imageUrl({ id, modified: 1700000000 }, width);
  // Icon 12 was cached already; icon 99 failed (offline): neither stops the rest.
  expect(new Set(added)).toEqual(new Set([url(11, 360), url(21, 600), url(23, 600)]));
  expect(added.indexOf(url(11, 360))).toBeLessThan(added.indexOf(url(23, 600)));
});
