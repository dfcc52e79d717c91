// Runs the real client queue and connectivity sagas in Node for the reliability benchmark: a
// localStorage that outlives "reloads" (each reload is a new store over the same storage), and a
// cookie jar on the one axios instance (in a browser the cookies and the XSRF header come free).
import type { AxiosInstance } from 'axios';

class MemoryStorage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

export function installDeviceStorage(): void {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
}

/** Keeps cookies across requests (and server restarts) and echoes XSRF-TOKEN like a browser's axios. */
export function attachCookieJar(client: AxiosInstance, onRequest: (method: string, url: string) => void): void {
  const jar = new Map<string, string>();
  const remember = (setCookie: string[] | undefined) => {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  client.interceptors.request.use((config) => {
    onRequest(String(config.method).toUpperCase(), String(config.url));
    config.headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) config.headers.set('X-XSRF-TOKEN', xsrf);
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      remember(response.headers['set-cookie']);
      return response;
    },
    (err: { response?: { headers: Record<string, string[] | undefined> } }) => {
      remember(err.response?.headers['set-cookie']);
      return Promise.reject(err);
    },
  );
}
