// React.lazy with a preload(): once a chunk has been loaded, the component renders in the same
// pass (React accepts any thenable, and one that calls back at once resolves the lazy component
// synchronously) instead of showing the fallback for a tick. Every lazy part registers its
// preloader, so code that wants it all in memory (the client tests) can wait for preloadAll().
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

type Loader = () => Promise<unknown>;
const preloaders: Loader[] = [];

/** Registers a loader of a lazily loaded module (used by the rule-engine loader too). */
export function registerPreloader(load: Loader): void {
  preloaders.push(load);
}

/** Loads every lazy part, including those registered by the parts it loads (the debug bar). */
export async function preloadAll(): Promise<void> {
  let done = 0;
  while (done < preloaders.length) {
    const batch = preloaders.slice(done);
    done = preloaders.length;
    await Promise.all(batch.map((load) => load()));
  }
}

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<ComponentType<P>>;
};

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Component = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    if (ready) {
      // A thenable that answers at once: React then renders the component without suspending.
      const immediate = { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: ready }) };
      return immediate as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then((component) => ({ default: component }));
  });
  registerPreloader(preload);
  return Object.assign(Component, { preload });
}
