// A tiny browser stand-in over app.inject: keeps cookies between requests and, like axios
// (withXSRFToken), echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on every request.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from '../../../server/db/seed';

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    // Each agent is its own "device" with its own address, so per-IP rate limits of one test do
    // not spill into the next.
    private readonly remoteAddress = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method));
    if (unsafe && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/online');
    // A test changes the database directly between requests (an older last_seen_at, a switched-off
    // account); the instance hears that on its own connection a moment later, as it hears another
    // instance. Real time gives it those milliseconds; a test waits for them explicitly.
    await this.app.sessions?.caughtUp();
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(this.cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') as string } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  /** Another device with this one's cookies (the same session), from a new address unless given. */
  clone(remoteAddress?: string): Agent {
    const copy = remoteAddress ? new Agent(this.app, remoteAddress) : new Agent(this.app);
    this.cookies.forEach((value, key) => copy.cookies.set(key, value));
    return copy;
  }

  get(url: string, headers?: Record<string, string>): Promise<Response> {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.request('POST', url, payload ?? {}, headers);
  }

  login(username: string, password = DEMO_PASSWORD): Promise<Response> {
    return this.post('/login', { username, password });
  }
}
