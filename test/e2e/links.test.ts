// No link in the product leads nowhere (issue 20). A crawler follows every link and menu item of the
// student app (as a student and as a school manager, also through the phone's menu) and of the
// management site (as a school manager and as a super admin): a page of the app must not be the
// "Pagina niet gevonden" page, a file (PDF, image, static page) must answer below 400, and a link to
// another host must go to one of the trusted sources the modules name. External hosts are checked
// against that list, never fetched: the suite runs without internet.
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

/** Follows links from the start pages; returns every broken one with the page it was found on. */
async function crawl(
  context: BrowserContext,
  page: Page,
  starts: string[],
): Promise<{ broken: string[]; pages: number; visited: string[]; external: string[] }> {
  const origin = new URL(server.url).origin;
  const broken: string[] = [];
  const external = new Set<string>();
  const seen = new Set<string>();
  const queue: Array<{ url: URL; from: string }> = [];
  const enqueue = (url: URL, from: string) => {
    const key = pageKey(url);
    if (seen.has(key)) return;
    seen.add(key);
    queue.push({ url, from });
  };
  for (const start of starts) enqueue(new URL(start, origin), 'start');
  let pages = 0;
  while (queue.length > 0 && pages < MAX_PAGES) {
    const { url, from } = queue.shift()!;
    if (FILE.test(url.pathname)) {
      const response = await context.request.get(url.href, { maxRedirects: 0 });
      if (response.status() >= 400) broken.push(`${url.pathname}${url.search} (${response.status()}) from ${from}`);
      continue;
    }
    pages++;
    await page.goto(url.href);
    const heading = page.locator('h1').first();
    try {
      await heading.waitFor({ timeout: 15_000 });
    } catch {
      broken.push(`${url.pathname}${url.search} shows no page (no heading) from ${from}`);
      continue;
    }
    if ((await heading.innerText()).trim() === 'Pagina niet gevonden') {
      broken.push(`${url.pathname}${url.search} is "Pagina niet gevonden", linked from ${from}`);
      continue;
    }
    const here = new URL(page.url());
    for (const link of await linksOn(page)) {
      const target = new URL(link.href);
      if (target.protocol === 'mailto:' || target.protocol === 'tel:') continue;
      const where = `${here.pathname} ("${link.name}")`;
      if (target.origin !== origin) {
        external.add(target.hostname);
        if (!allowedHost(target.hostname)) broken.push(`${link.href}: not a named source site, from ${where}`);
        continue;
      }
      if (SKIP.test(target.href)) continue;
      target.hash = '';
      enqueue(target, where);
    }
  }
  return { broken, pages, visited: [...seen], external: [...external] };
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

it.each([
  ['a student', 'leerling@demo.nl', 1280, ['/']],
  ['a school manager', 'manager@demo.nl', 1280, ['/', '/beheer/']],
  ['a school manager on a phone', 'manager@demo.nl', 375, ['/']],
  ['a super admin', 'admin@demo.nl', 1280, ['/', '/beheer/']],
])('every link and menu item %s can reach leads somewhere', async (_who, username, width, starts) => {
  const { context, page } = await asUser(username as string, width as number);
  const { broken, pages, visited, external } = await crawl(context, page, starts as string[]);
  await context.close();
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
