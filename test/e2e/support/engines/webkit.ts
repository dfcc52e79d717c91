// WebKitGTK (Safari's engine) through Debian's webkit2gtk-driver: WebKitWebDriver starts
// `MiniBrowser --automation`. It needs a display: the caller passes one (display.ts starts an Xvfb
// of the test file's own, shared by every WebKit launch in the file); the number boxes read the system locale (LANG), so the flow runs with LANG=nl_NL.UTF-8 (and can
// be run with en_US.UTF-8 to check a device set to English). MiniBrowser's toolbar keeps the
// window at least 447 px wide; a GTK style sheet that shrinks it lets the page be 320 px.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server';
import { saveScreenshot } from './screenshots';
import { forgetSiteData, type EngineDriver } from './driver';
import { WebDriverSession } from './webDriverClient';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const MINIBROWSER_CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

const COMPACT_TOOLBAR_CSS = `/* MiniBrowser's toolbar would keep the window >= 447 px wide. */
toolbar, toolbar *, headerbar, headerbar *, entry, button, box { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }
image { -gtk-icon-transform: scale(0.1); }
`;

export function miniBrowserPath(): string | undefined {
  return process.env.MINIBROWSER || MINIBROWSER_CANDIDATES.find((p) => fs.existsSync(p));
}

async function waitForDriver(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${log()}`);
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`WebKitWebDriver did not answer within 30 s: ${log()}`);
}

/** WebKitGTK with the system locale `lang`, on the X display `display` (e.g. ':3', from startDisplay). */
export async function launchWebKit(lang: string, display: string): Promise<EngineDriver> {
  const binary = miniBrowserPath();
  if (!binary || !fs.existsSync(WEBKIT_DRIVER))
    throw new Error('WebKitGTK is not installed: apt-get install webkit2gtk-driver xvfb xauth (see README)');
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'lrc-webkit-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), COMPACT_TOOLBAR_CSS);
  const port = await freePort();
  let output = '';
  // Its own process group, so that closing ends the driver and MiniBrowser together.
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: display, LANG: lang, LC_ALL: lang, XDG_CONFIG_HOME: config },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(config, { recursive: true, force: true });
  };
  let session: WebDriverSession;
  try {
    await waitForDriver(base, child, () => output);
    session = await WebDriverSession.create(base, { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } });
  } catch (error) {
    kill();
    throw error;
  }

  const run = async <T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> => {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()})(...Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e && e.stack || e) }));`;
    const result = await session.executeAsync<{ value?: T; error?: string }>(script, args);
    if (result.error) throw new Error(`in WebKit: ${result.error}`);
    return result.value as T;
  };
  const firstSize = await session.windowRect();

  return {
    name: 'webkit',
    goto: async (url) => {
      await session.navigate(url);
    },
    run,
    click: (css) => session.click(css),
    type: (css, text) => session.sendKeys(css, text),
    setViewport: async (width, height) => {
      await session.setWindowRect(width, height);
    },
    screenshot: (name) =>
      saveScreenshot(`${name}-webkit`, async () => Buffer.from(await session.screenshot(), 'base64')),
    // WebDriver has no fresh profile short of a new MiniBrowser: forget the site's data from a page of
    // its own origin that runs no app script (/online), then its cookies, then back to a blank page.
    reset: async (origin) => {
      await session.navigate(`${origin}/online`);
      await run(forgetSiteData);
      await session.deleteCookies();
      await session.navigate('about:blank');
      await session.setWindowRect(firstSize.width, firstSize.height);
    },
    close: async () => {
      await session.delete().catch(() => undefined);
      kill();
    },
  };
}
