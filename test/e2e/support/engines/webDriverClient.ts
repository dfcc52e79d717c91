// A minimal W3C WebDriver client (the ten commands the smoke flow uses) for WebKitGTK's
// WebKitWebDriver, which has no BiDi and so no puppeteer support. Written out rather than taken
// from selenium-webdriver: the protocol is ten plain JSON requests, and selenium's package
// would bring its own browser-manager binary for nothing.
const ELEMENT_KEY = 'element-6066-11e4-a52e-4a5cb1b5b2b1';

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await request<{ sessionId: string }>(base, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(base, value.sessionId);
  }

  private cmd<T>(method: string, path: string, body?: unknown): Promise<T> {
    return request<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string): Promise<unknown> {
    return this.cmd('POST', '/url', { url });
  }

  async findCss(css: string): Promise<string> {
    const found = await this.cmd<Record<string, string>>('POST', '/element', { using: 'css selector', value: css });
    const id = found[ELEMENT_KEY] ?? Object.values(found)[0];
    if (!id) throw new Error(`WebDriver found no element for ${css}`);
    return id;
  }

  async click(css: string): Promise<void> {
    await this.cmd('POST', `/element/${await this.findCss(css)}/click`, {});
  }

  async sendKeys(css: string, text: string): Promise<void> {
    await this.cmd('POST', `/element/${await this.findCss(css)}/value`, { text });
  }

  /** An async script: the last argument is the callback (W3C execute/async). */
  executeAsync<T>(script: string, args: unknown[]): Promise<T> {
    return this.cmd<T>('POST', '/execute/async', { script, args });
  }

  setWindowRect(width: number, height: number): Promise<unknown> {
    return this.cmd('POST', '/window/rect', { width, height });
  }

  windowRect(): Promise<{ width: number; height: number }> {
    return this.cmd('GET', '/window/rect');
  }

  /** Deletes every cookie the current page can see (HttpOnly ones too). */
  async deleteCookies(): Promise<void> {
    await this.cmd('DELETE', '/cookie');
  }

  screenshot(): Promise<string> {
    return this.cmd<string>('GET', '/screenshot');
  }

  async delete(): Promise<void> {
    await this.cmd('DELETE', '');
  }
}

async function request<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: T & { error?: string; message?: string } };
  if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message ?? ''}`);
  return json.value;
}
