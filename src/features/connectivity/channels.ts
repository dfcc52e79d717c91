// Event sources of the connectivity saga: the browser's online/offline events, and network errors
// or time-outs seen by the one axios instance, and a proxy's 502/504 or the app's 503 (each of those
// triggers a probe, docs/product.md §8).
import { eventChannel } from 'redux-saga';
import type { EventChannel } from 'redux-saga';
import { apiClient } from '../../common/api/client';
import { isServerUnreachable } from '../../api/errors';

export type BrowserConnectivityEvent = 'online' | 'offline';

export function browserEventsChannel(): EventChannel<BrowserConnectivityEvent> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const onOnline = () => emit('online');
    const onOffline = () => emit('offline');
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  });
}

/** Emits once per failed request that never got an answer from the app; the request's own error still propagates. */
export function networkErrorChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const id = apiClient.interceptors.response.use(undefined, (err: unknown) => {
      if (isServerUnreachable(err)) emit(true);
      return Promise.reject(err);
    });
    return () => apiClient.interceptors.response.eject(id);
  });
}
