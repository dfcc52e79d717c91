// No link in the product leads nowhere (issue 20). A crawler follows every link and menu item of the
// student app (as a student and as a school manager, also through the phone's menu) and of the
// management site (as a school manager and as a super admin): a page of the app must not be the
// "Pagina niet gevonden" page, a file (PDF, image, static page) must answer below 400, and a link to
// another host must go to one of the trusted sources the modules name. External hosts are checked
// against that list, never fetched: the suite runs without internet.
//
// One crawl per account. The school manager's looks at each page at 1280 px and, resized, at
// 375 px, where the phone's menus are opened and followed, and reports each width as its own crawl
// would; a fourth crawl (logged in on a phone context) opened the same forty pages again. The app's
// layout follows the width alone, so the resized page is the phone's page for what a crawler reads.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { logIn } from './support/student';

jest.setTimeout(900_000);

/** The sources the modules' texts name (Voedingscentrum, Trimbos, Hoorstichting, Hersenstichting, Gezondheidsraad, 113). */
const SOURCE_SITES = [
  'voedingscentrum.nl',
  'trimbos.nl',
  'hoorstichting.nl',
  'hersenstichting.nl',
  'gezondheidsraad.nl',
  '113.nl',
];
/** Not a product link: the demo data's footer menu (an operator setting) names Thuisarts.nl. */
const DEMO_FOOTER_SITES = ['thuisarts.nl'];
const ALLOWED_HOSTS = [...SOURCE_SITES, ...DEMO_FOOTER_SITES];

const allowedHost = (host: string) => ALLOWED_HOSTS.some((site) => host === site || host.endsWith(`.${site}`));
/** Paths served as files, not app pages: checked by their HTTP status. */
const FILE = /^\/(api|file|image)\/|\.(html|pdf|png|svg|jpg|json|webmanifest)$/;
/** Links never followed because following them changes the session. */
const SKIP = /uitloggen|logout|_switch_user/i;
const MAX_PAGES = 80;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Ids and page numbers collapsed: one school's page stands for all of them. */
const pageKey = (url: URL) => `${url.pathname}${url.search}`.replace(/\d+/g, 'N');

/** Opens every closed menu (Service, the user menu, the phone menu) and returns every link's url and name. */
async function linksOn(page: Page): Promise<Array<{ href: string; name: string }>> {
  const found = new Map<string, string>();
  const collect = async () => {
    for (const link of await page
      .locator('a[href]')
      .evaluateAll((as) =>
        as.map((a) => ({ href: (a as HTMLAnchorElement).href, name: (a.textContent ?? '').trim() })),
      ))
      if (!found.has(link.href)) found.set(link.href, link.name);
  };
  await collect();
  const toggles = page.locator('header button[aria-expanded="false"], nav button[aria-expanded="false"]');
  for (let i = 0; i < (await toggles.count()); i++) {
    const toggle = toggles.nth(i);
    if (!(await toggle.isVisible())) continue;
    await toggle.click();
    await collect();
    await page.keyboard.press('Escape');
  }
  return [...found].map(([href, name]) => ({ href, name }));
}

interface CrawlResult {
  broken: string[];
  /** Pages opened (not files). */
  pages: number;
  /** Every page and file key reached. */
  visited: string[];
  /** Hosts of the links to other sites. */
  external: string[];
}

/** What one width of a crawl has found so far. */
interface WidthState {
  broken: string[];
  pages: number;
  seen: Set<string>;
  external: Set<string>;
}

const PHONE = { width: 375, height: 812 };
const DESKTOP_HEIGHT = 900;

/** A page that opened: its heading is visible and is not the not-found page; else what is wrong. */
async function pageProblem(page: Page): Promise<string | null> {
  const heading = page.locator('h1').first();
  try {
    await heading.waitFor({ timeout: 15_000 });
  } catch {
    return 'shows no page (no heading)';
  }
  return (await heading.innerText()).trim() === 'Pagina niet gevonden' ? 'is "Pagina niet gevonden"' : null;
}

/**
 * Follows links from the start pages at each of `widths` (px) in one pass: a page is opened once,
 * at the first width that reached it, and looked at in every width that reached it by resizing
 * the window (the app's layout follows the width alone: its media queries are on width, as is its
 * one matchMedia). At each width the page must open, and its links and menu items (the phone's
 * menu at 375 px) are collected and followed from there. Returns, per width, every broken link
 * with the page it was found on, as a separate crawl at that width would.
 */
async function crawl(
  context: BrowserContext,
  page: Page,
  starts: string[],
  widths: number[],
): Promise<Map<number, CrawlResult>> {
  const origin = new URL(server.url).origin;
  const state = new Map<number, WidthState>(
    widths.map((w) => [w, { broken: [], pages: 0, seen: new Set<string>(), external: new Set<string>() }]),
  );
  /** Pages and files to open, with the widths that reached each and where from (per width). */
  const queue: Array<{ url: URL; from: Map<number, string> }> = [];
  const queued = new Map<string, Map<number, string>>();
  const enqueue = (url: URL, from: string, width: number) => {
    const key = pageKey(url);
    const at = state.get(width)!;
    if (at.seen.has(key)) return;
    at.seen.add(key);
    const entry = queued.get(key);
    if (entry) {
      // Already waiting in the queue: this width looks at it too. (A page already opened at other
      // widths only is opened again below, for this one.)
      if (queue.some((q) => q.from === entry)) {
        entry.set(width, from);
        return;
      }
    }
    const fresh = new Map([[width, from]]);
    queued.set(key, fresh);
    queue.push({ url, from: fresh });
  };
  for (const width of widths) for (const start of starts) enqueue(new URL(start, origin), 'start', width);
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    const where = `${url.pathname}${url.search}`;
    if (FILE.test(url.pathname)) {
      const response = await context.request.get(url.href, { maxRedirects: 0 });
      if (response.status() >= 400)
        for (const [width, source] of from)
          state.get(width)!.broken.push(`${where} (${response.status()}) from ${source}`);
      continue;
    }
    // In the crawl's order of widths (the desktop first), so the first width sees a fresh load.
    const looking = [...from]
      .filter(([width]) => state.get(width)!.pages < MAX_PAGES)
      .sort(([a], [b]) => widths.indexOf(a) - widths.indexOf(b));
    if (looking.length === 0) continue;
    let opened = false;
    for (const [width, source] of looking) {
      const at = state.get(width)!;
      at.pages++;
      await page.setViewportSize(width < 600 ? PHONE : { width, height: DESKTOP_HEIGHT });
      if (!opened) {
        await page.goto(url.href);
        opened = true;
      }
      const problem = await pageProblem(page);
      if (problem) {
        at.broken.push(`${where} ${problem}, linked from ${source}`);
        continue;
      }
      const here = new URL(page.url());
      for (const link of await linksOn(page)) {
        const target = new URL(link.href);
        if (target.protocol === 'mailto:' || target.protocol === 'tel:') continue;
        const linkedFrom = `${here.pathname} ("${link.name}")`;
        if (target.origin !== origin) {
          at.external.add(target.hostname);
          if (!allowedHost(target.hostname))
            at.broken.push(`${link.href}: not a named source site, from ${linkedFrom}`);
          continue;
        }
        if (SKIP.test(target.href)) continue;
        target.hash = '';
        enqueue(target, linkedFrom, width);
      }
    }
  }
  return new Map(
    [...state].map(([width, at]) => [
      width,
      { broken: at.broken, pages: at.pages, visited: [...at.seen], external: [...at.external] },
    ]),
  );
}

async function asUser(username: string, width: number) {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 812 : 900 },
    locale: 'nl-NL',
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  await logIn(page, server.url, username);
  return { context, page };
}

/** Each account's crawl, at every width it is tested at, made once by the first test that needs it. */
const crawls = new Map<string, Promise<Map<number, CrawlResult>>>();
const CRAWLS: Record<string, { widths: number[]; starts: string[] }> = {
  'leerling@demo.nl': { widths: [1280], starts: ['/'] },
  // The school manager at 1280 px and on a phone (375 px): one pass, each page looked at in both.
  'manager@demo.nl': { widths: [1280, 375], starts: ['/', '/beheer/'] },
  'admin@demo.nl': { widths: [1280], starts: ['/', '/beheer/'] },
};

/**
 * Starts every account's crawl at once: a crawl mostly waits (for a page to load its data and show
 * its heading), so three side by side take little longer than the longest alone.
 */
function startCrawls(): void {
  for (const username of Object.keys(CRAWLS)) void crawlOf(username).catch(() => undefined);
}

function crawlOf(username: string): Promise<Map<number, CrawlResult>> {
  let made = crawls.get(username);
  if (!made) {
    const { widths, starts } = CRAWLS[username];
    made = (async () => {
      const { context, page } = await asUser(username, widths[0]);
      try {
        return await crawl(context, page, starts, widths);
      } finally {
        await context.close();
      }
    })();
    crawls.set(username, made);
  }
  return made;
}

it.each([
  ['a student', 'leerling@demo.nl', 1280],
  ['a school manager', 'manager@demo.nl', 1280],
  ['a school manager on a phone', 'manager@demo.nl', 375],
  ['a super admin', 'admin@demo.nl', 1280],
])('every link and menu item %s can reach leads somewhere', async (_who, username, width) => {
  startCrawls();
  const { broken, pages, visited, external } = (await crawlOf(username as string)).get(width as number)!;
  expect(pages).toBeGreaterThan(3);
  // The crawl really went where the links are: the modules' sources from the student's home, the
  // help pages from the Service menu, the management sections.
  if (username === 'leerling@demo.nl')
    expect(external.map((host) => host.replace(/^www\./, ''))).toEqual(expect.arrayContaining(SOURCE_SITES));
  else expect(visited).toEqual(expect.arrayContaining(['/beheer/handleidingen', '/beheer/vragen']));
  expect(broken).toEqual([]);
});

it('follows the Service menu to the built-in help pages, and a student has no Service menu', async () => {
  const manager = await asUser('manager@demo.nl', 1280);
  await manager.page.getByRole('button', { name: 'Service' }).click();
  const hrefs = await manager.page
    .getByRole('link', { name: /Handleidingen|Veelgestelde vragen|Contact|Lesmateriaal/ })
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(['/beheer/handleidingen', '/beheer/vragen', '/beheer/contact', '/beheer/lesmateriaal']);
  await manager.page.getByRole('link', { name: 'Handleidingen' }).click();
  await manager.page.getByRole('heading', { level: 1, name: 'Handleidingen' }).waitFor();
  await manager.context.close();

  const student = await asUser('leerling@demo.nl', 1280);
  expect(await student.page.getByRole('button', { name: 'Service' }).count()).toBe(0);
  await student.context.close();
});
