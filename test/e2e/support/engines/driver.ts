// What the three-engine smoke flow needs from a browser, and nothing more: Firefox (puppeteer-core
// over WebDriver BiDi) and WebKitGTK (W3C WebDriver) each implement it. Elements are found by a
// script in the page (by role-like text) and marked, then clicked and typed into natively by the
// driver, so the engine's own input handling (a WebKit number box's locale, for one) is tested.
export interface EngineDriver {
  readonly name: string;
  goto(url: string): Promise<void>;
  /** Runs a function in the page (it must be self-contained) and returns its JSON result. */
  run<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  click(css: string): Promise<void>;
  type(css: string, text: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** The marker attribute the flow puts on the element it is about to click or type into. */
export const TARGET = 'data-smoke-target';
