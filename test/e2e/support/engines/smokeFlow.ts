// The smoke flow every engine runs (issue 25): log in, one module (BMI) to its result with a
// decimal comma ("65,5"), finish, the PDF, the 375 px menu, then the service worker and a start
// without the server. The same steps in Firefox and WebKitGTK; Chromium runs the full suite.
import type { RunningServer } from '../server';
import { findObscuredControls } from '../obscured';
import { API_CACHE } from '../../../../src/sw/cacheNames';
import { TARGET, type EngineDriver } from './driver';

const PASSWORD = 'Welkom-check-2026';
const TIMEOUT_MS = 45_000;

/**
 * Marks the first visible element of a kind whose name matches `pattern` (a RegExp source):
 * 'button' (buttons and links, by aria-label or text), 'field' (the control of a <label>),
 * 'label' (a <label> itself: what a finger taps for a custom radio or checkbox).
 * Runs in the page, so it is self-contained.
 */
function markTarget(kind: string, pattern: string, attribute: string): boolean {
  const re = new RegExp(pattern);
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) =>
    (el as HTMLElement).getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  // The prerendered home page's form (index.html) is read-only and aria-disabled until the app takes it
  // over: wait for the app's own controls, as Playwright's actionability checks do.
  const usable = (el: Element) =>
    !(el as HTMLInputElement).disabled &&
    !(el as HTMLInputElement).readOnly &&
    el.getAttribute('aria-disabled') !== 'true';
  document.querySelectorAll(`[${attribute}]`).forEach((el) => el.removeAttribute(attribute));
  let found: Element | null | undefined = null;
  if (kind === 'button') {
    found = Array.from(document.querySelectorAll('button, a[href], [role="button"]')).find(
      (el) =>
        visible(el) && usable(el) && (re.test(norm(el.getAttribute('aria-label'))) || re.test(norm(el.textContent))),
    );
  } else {
    const label = Array.from(document.querySelectorAll('label')).find((el) => re.test(norm(el.textContent)));
    found = kind === 'field' ? label?.control : label;
    if (found && (!visible(found) || (kind === 'field' && !usable(found)))) found = null;
  }
  if (!found) return false;
  found.setAttribute(attribute, '');
  (found as HTMLElement).scrollIntoView({ block: 'center' });
  return true;
}

/** Marks the label of the first option of a question on the slide that has no answer yet. */
function markUnansweredOption(attribute: string): boolean {
  document.querySelectorAll(`[${attribute}]`).forEach((el) => el.removeAttribute(attribute));
  const radios = Array.from(document.querySelectorAll<HTMLInputElement>('.md input[type="radio"]'));
  const open = radios.find((r) => !radios.some((o) => o.name === r.name && o.checked));
  const label = open?.labels?.[0];
  if (!label) return false;
  label.setAttribute(attribute, '');
  label.scrollIntoView({ block: 'center' });
  return true;
}

function bodyText(): string {
  return document.body.innerText;
}

export class SmokeFlow {
  readonly steps: string[] = [];

  constructor(
    private readonly driver: EngineDriver,
    private readonly server: RunningServer,
  ) {}

  async until<T>(what: string, probe: () => Promise<T | false | null | undefined>, timeout = TIMEOUT_MS): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    // These drivers have no wait of their own for a condition in the page: look again soon (most
    // waits are over within a frame or two), then every 200 ms, until the deadline.
    for (let pause = 25; Date.now() < deadline; pause = Math.min(pause * 2, 200)) {
      try {
        const value = await probe();
        if (value) return value;
      } catch (error) {
        last = error; // the page may be navigating
      }
      await new Promise((r) => setTimeout(r, pause));
    }
    const text = await this.driver.run(bodyText).catch(() => '(page unreadable)');
    throw new Error(
      `${this.driver.name}: waited ${timeout / 1000} s for ${what}${last ? ` (${String(last)})` : ''}; the page says:\n${String(text).slice(0, 800)}`,
    );
  }

  async waitForText(text: string | RegExp, timeout?: number): Promise<void> {
    const source = typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text.source;
    await this.until(
      `the text ${source}`,
      () => this.driver.run((s: string) => new RegExp(s).test(document.body.innerText), source),
      timeout,
    );
  }

  private async mark(kind: 'button' | 'field' | 'label', name: string | RegExp): Promise<string> {
    const source = typeof name === 'string' ? `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : name.source;
    await this.until(`a ${kind} named ${source}`, () => this.driver.run(markTarget, kind, source, TARGET));
    return `[${TARGET}]`;
  }

  /**
   * Marks the target and acts on it; marked again when the page replaced it in between (a re-render
   * after an answer arrives: WebDriver's "stale element reference" when the element went after it was
   * found, "no such element" when it went before; each about once in ten WebKit runs), as a person
   * taps again what moved under the finger. Any other failure, or a third, is thrown.
   */
  private async onTarget(
    kind: 'button' | 'field' | 'label',
    name: string | RegExp,
    act: (selector: string) => Promise<void>,
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await act(await this.mark(kind, name));
      } catch (err) {
        if (attempt === 3 || !/stale element|no such element/i.test(String(err))) throw err;
      }
    }
  }

  async clickButton(name: string | RegExp): Promise<void> {
    await this.onTarget('button', name, (selector) => this.driver.click(selector));
  }

  async tapLabel(name: string | RegExp): Promise<void> {
    await this.onTarget('label', name, (selector) => this.driver.click(selector));
  }

  async fill(label: string | RegExp, text: string): Promise<void> {
    await this.onTarget('field', label, (selector) => this.driver.type(selector, text));
  }

  step(name: string): void {
    this.steps.push(name);
  }

  sideways(): Promise<number> {
    return this.driver.run(
      () =>
        Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
        document.documentElement.clientWidth,
    );
  }

  /** `student`: a demo student of Demo College; each engine takes its own, as they share one server. */
  async logIn(student = 'leerling@demo.nl'): Promise<void> {
    await this.driver.goto(this.server.url);
    await this.waitForText('Aanmelden');
    await this.fill(/^E-mail/, student);
    await this.clickButton('Verder');
    await this.fill(/^Wachtwoord/, PASSWORD);
    await this.clickButton('Inloggen');
    await this.waitForText('Ingelogd!');
    await this.waitForText(/\d+ vragen/);
    this.step('login');
  }

  /**
   * Issue 25 item 4 and WCAG 2.4.11 in this engine: every footer link ('Privacyverklaring',
   * 'Voedingscentrum', …) and the bug-report button, focused in turn, lies under no fixed or sticky
   * element and takes a click at its centre. Returns what failed (empty when all is well).
   */
  async footerUncovered(width: number): Promise<string[]> {
    const problems = await this.driver.run(findObscuredControls, 'footer');
    // The link's own words, without the hidden '(opent in een nieuw venster)'.
    const links = await this.driver.run(() =>
      Array.from(document.querySelectorAll('footer a[href]')).map((a) =>
        Array.from(a.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim(),
      ),
    );
    await this.driver.run(() => window.scrollTo(0, 0));
    this.step(`footer ${width}`);
    // The check must have seen the links it is about.
    return links.includes('Privacyverklaring') && links.includes('Voedingscentrum')
      ? problems
      : [...problems, `footer links not found: ${links.join(', ')}`];
  }

  /** 'Lengte en gewicht (BMI)' to its result; the weight typed with a decimal comma. */
  async bmiModule(): Promise<{ bmiText: string; weightShown: string }> {
    await this.clickButton(/^Start: Lengte en gewicht \(BMI\)/);
    await this.clickButton('Start');
    await this.tapLabel(/^16 jaar$/);
    await this.clickButton('Volgende');
    await this.fill(/^Lengte/, '175');
    await this.fill(/^Gewicht/, '65,5');
    await this.waitForText(/Je BMI is|geen BMI|Vul je lengte/);
    const read = () =>
      this.driver.run(() => ({
        bmiText: (document.querySelector('.question__bmi output') as HTMLElement | null)?.innerText ?? '',
        weightShown:
          (
            Array.from(document.querySelectorAll('label')).find((l) => /^Gewicht/.test(l.textContent ?? ''))
              ?.control as HTMLInputElement | null
          )?.value ?? '',
      }));
    // Let the answer settle (the box may reformat on blur), then read what the student sees.
    await this.driver.run(() => (document.activeElement as HTMLElement | null)?.blur());
    const shown = await this.until(
      'the BMI',
      async () => {
        const r = await read();
        return r.bmiText.startsWith('Je BMI is') ? r : false;
      },
      5_000,
    ).catch(read);
    this.step('bmi slide');
    await this.clickButton('Volgende');
    // The remaining slides: the first option of each question, then 'Volgende'.
    for (let slide = 0; !(await this.driver.run(() => document.body.innerText.includes('Test afronden'))); slide++) {
      if (slide > 10) throw new Error(`${this.driver.name}: no result after 10 slides`);
      for (let i = 0; i < 5 && (await this.driver.run(markUnansweredOption, TARGET)); i++)
        await this.driver.click(`[${TARGET}]`);
      const before = await this.driver.run(bodyText);
      await this.clickButton('Volgende');
      await this.until('the next slide', async () => (await this.driver.run(bodyText)) !== before);
    }
    await this.driver.screenshot('smoke-result');
    this.step('result');
    return shown;
  }

  /** 'Test afronden' through the finish modal; returns the first bytes of the result PDF. */
  async finishWithPdf(): Promise<string> {
    await this.clickButton('Test afronden');
    await this.until('the finish modal', () =>
      this.driver.run(() => /Ik wil geen actie ondernemen|Terug naar overzicht/.test(document.body.innerText)),
    );
    if (await this.driver.run(() => document.body.innerText.includes('Ik wil geen actie ondernemen'))) {
      await this.tapLabel('Ik wil geen actie ondernemen');
      await this.clickButton('Volgende');
    }
    await this.until('the more-info or finished step', () =>
      this.driver.run(() => /Meer over jouw acties|Terug naar overzicht/.test(document.body.innerText)),
    );
    if (!(await this.driver.run(() => document.body.innerText.includes('Terug naar overzicht'))))
      await this.clickButton('Volgende');
    await this.waitForText('Terug naar overzicht');
    this.step('finish');
    // The PDF button opens a window; catch its address and fetch it as that window would.
    await this.driver.run(() => {
      const w = window as unknown as { open: (url: string) => null; smokePdf?: string };
      w.open = (url: string) => {
        w.smokePdf = url;
        return null;
      };
    });
    await this.clickButton('Download PDF');
    const head = await this.driver.run(async () => {
      const url = (window as unknown as { smokePdf?: string }).smokePdf;
      if (!url) return 'no PDF address';
      const res = await fetch(url, { credentials: 'include' });
      const bytes = new Uint8Array(await res.arrayBuffer());
      return `${res.status} ${res.headers.get('content-type')} ${String.fromCharCode(...bytes.slice(0, 5))}`;
    });
    await this.clickButton('Terug naar overzicht');
    await this.waitForText('Voltooid');
    this.step('pdf');
    return head;
  }

  /** The menu at 375 px: opens by a click, holds Uitloggen, and nothing scrolls sideways. */
  async phoneMenu(): Promise<{ sideways: number; menu: boolean }> {
    await this.driver.setViewport(375, 812);
    await this.until('a 375 px window', () => this.driver.run(() => window.innerWidth <= 375));
    await this.clickButton('Menu openen');
    await this.waitForText('Uitloggen');
    const menu = await this.driver.run(() => !!document.querySelector('nav#mobile-menu button'));
    const sideways = await this.sideways();
    await this.driver.screenshot('smoke-menu-375');
    await this.clickButton('Menu sluiten');
    this.step('menu 375');
    return { sideways, menu };
  }

  /** The service worker takes control; then, with the server gone, the app still starts. */
  async offlineStart(): Promise<void> {
    await this.until(
      'a service worker in control',
      async () => {
        const controlled = await this.driver.run(() => !!navigator.serviceWorker?.controller);
        if (!controlled) await this.driver.goto(this.server.url);
        return controlled;
      },
      60_000,
    );
    await this.waitForText(/\d+ vragen/);
    // The worker stores its copies after it has handed the answers to the page: wait for both copies
    // an offline start reads (account and test data arrive together; the last one's copy was still
    // being written when the server stopped, once in four Firefox runs).
    await this.until('the account and the test data in the service worker’s cache', () =>
      this.driver.run(async (name: string) => {
        const cache = await caches.open(name);
        return !!(await cache.match('/api/account')) && !!(await cache.match('/api/test/data'));
      }, API_CACHE),
    );
    this.step('service worker');
    await this.server.stop();
    try {
      await this.driver.goto(this.server.url);
      await this.waitForText(/\d+ vragen/);
      await this.waitForText('Je bent offline.');
      await this.driver.screenshot('smoke-offline-start');
      this.step('offline start');
    } finally {
      await this.server.restart();
    }
  }
}
