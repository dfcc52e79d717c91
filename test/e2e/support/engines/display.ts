// A virtual display (Xvfb) of its own for the WebKitGTK runs of one test file: started once, used by
// every WebKit launch in the file, stopped at the end. Xvfb picks a free display number itself and
// tells it through -displayfd, so two test files (or two people's runs) starting at the same moment
// never share a display; `xvfb-run -a` guesses from lock files and can race. With DISPLAY already
// set (a developer's desktop), that display is used and nothing is started.
import { spawn } from 'node:child_process';

export interface VirtualDisplay {
  /** The DISPLAY value, e.g. ':3'. */
  display: string;
  stop: () => Promise<void>;
}

export const XVFB = process.env.XVFB || 'Xvfb';

export async function startDisplay(timeoutMs = 20_000): Promise<VirtualDisplay> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: async () => undefined };
  // fd 3 carries the display number; -nolisten tcp: local clients only.
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (d) => (log += d));
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`Xvfb gave no display within ${timeoutMs / 1000} s: ${log}`)),
      timeoutMs,
    );
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`${why}; is xvfb installed (see README)? ${log}`));
    };
    child.once('error', (e) => fail(`Xvfb did not start (${e.message})`));
    child.once('exit', (code) => fail(`Xvfb exited (${code})`));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.trim());
      }
    });
  });
  child.removeAllListeners('exit');
  return {
    display: `:${number}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
