// The module editor in Chromium against the built server (issue 33): at 375 px by touch an admin
// changes a question's text, adds an answer, moves a slide with the buttons, checks a rule in the
// rule checker, sees the draft in the preview and publishes; a student's module content then has
// the change. At 1280 px the same steps by keyboard alone. axe and no sideways scroll at 320, 375
// and 1280 px on the list, the editor, the rule checker, the preview and the versions. A student who
// started a module before a publish keeps seeing the version they started after reloading the app.
import type { FrameLocator, Page } from 'playwright-core';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { next, openModule, sessionOf } from './support/student';
import { serverAndBrowserForFile } from './support/suite';
import { settled, watchedPage } from './support/settled';

jest.setTimeout(600_000);

const suite = serverAndBrowserForFile();

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function adminAt(width: number) {
  const phone = width < 900;
  const context = await suite.browser.newContext({
    viewport: { width, height: phone ? 812 : 900 },
    locale: 'nl-NL',
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
    storageState: await sessionOf(suite.browser, suite.server.url, 'admin@demo.nl'),
  });
  const page = await watchedPage(context);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function openEditor(page: Page, title: string): Promise<string> {
  await page.goto(`${suite.server.url}/beheer/modules`);
  await page.getByRole('heading', { level: 1, name: 'Modules' }).waitFor();
  const link = page.getByRole('link', { name: title, exact: true });
  const href = (await link.getAttribute('href'))!;
  return href;
}

/** An image in the preview frame that the browser loaded (lazy ones are scrolled to first). */
async function loadedImage(frame: FrameLocator, selector: string): Promise<string> {
  const image = frame.locator(selector);
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? undefined
      : new Promise((resolve, reject) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', reject, { once: true });
        }),
  );
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return (await image.getAttribute('src'))!;
}

const saved = async (page: Page) => {
  await page.getByText('Opgeslagen.').waitFor();
  await page.getByText('Alles opgeslagen').waitFor();
};

it('by touch at 375 px: edit a question, add an answer, move a slide, check a rule, preview, publish', async () => {
  const { context, page, errors } = await adminAt(375);
  const href = await openEditor(page, 'Roken en vapen');
  await page.getByRole('link', { name: 'Roken en vapen', exact: true }).tap();
  await page.getByRole('heading', { level: 1, name: 'Roken en vapen' }).waitFor();
  await screenshot(page, 'beheer-module-editor-375');

  // The question's text and a new answer.
  await page.getByRole('button', { name: /^Bewerken: Dia 1/ }).tap();
  const slide = page.getByRole('list', { name: 'Dia’s' }).getByRole('listitem').first();
  await slide.getByRole('textbox', { name: /^Vraag/ }).fill('Rook of vape jij weleens? (nieuw)');
  await slide.getByRole('button', { name: 'Antwoord toevoegen' }).tap();
  await slide
    .getByRole('textbox', { name: /^Antwoordtekst/ })
    .last()
    .fill('Zeg ik liever niet');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await saved(page);

  // Move the first slide down with its button (a single tap, no dragging).
  await page.getByRole('button', { name: /^Omlaag: Dia 1/ }).tap();
  await page.getByText(/staat nu op positie 2 van/).waitFor({ state: 'attached' });
  if (await page.getByText('Niet opgeslagen wijzigingen').isVisible()) {
    await page.getByRole('button', { name: 'Opslaan' }).tap();
    await saved(page);
  }
  // The move route answers and the editor re-reads the draft: the question is second now.
  await page.getByRole('list', { name: 'Dia’s' }).getByRole('listitem').nth(1).filter({ hasText: '(nieuw)' }).waitFor();

  // An image uploaded to the (now) first slide, saved with the draft, not published.
  const firstSlide = page.getByRole('list', { name: 'Dia’s' }).getByRole('listitem').first();
  if ((await firstSlide.getByLabel('Afbeelding uploaden').count()) === 0)
    await page.getByRole('button', { name: /^Bewerken: Dia 1/ }).tap();
  const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  await firstSlide
    .getByLabel('Afbeelding uploaden')
    .setInputFiles({ name: 'rookvrij.png', mimeType: 'image/png', buffer: png });
  await firstSlide.getByText(/‘rookvrij\.png’ is geüpload/).waitFor();
  const uploadedPath = await firstSlide.getByRole('textbox', { name: /^Afbeelding \(pad/ }).inputValue();
  expect(uploadedPath).toMatch(/^uploads\//);
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await saved(page);

  // The rule checker: the first answer skips to the end and shows 'rookvrij'.
  await page.getByRole('link', { name: 'Regelcontrole' }).tap();
  await page.getByRole('heading', { name: 'Uitkomst en waarom' }).waitFor();
  await page.getByLabel(/Rook of vape jij weleens\? \(nieuw\)/).selectOption({ index: 1 });
  await page
    .getByText(/rookvrij/)
    .first()
    .waitFor();
  expect(await page.locator('.mg-explain').textContent()).toMatch(/regel 1 \(q\.roken_status == 0\)/);
  await screenshot(page, 'beheer-module-checker-375');

  // The preview: the student app's own dialog, in a frame as wide as a phone.
  await page.getByRole('link', { name: 'Voorbeeld' }).tap();
  const frame = page.frameLocator('iframe[title^="Voorbeeld van de module"]');
  await frame.getByRole('heading', { level: 1, name: 'Roken en vapen' }).waitFor();
  await frame.getByRole('button', { name: 'Start' }).waitFor();
  // The images a student sees: the topic's image, and on the first slide the icon and the upload.
  expect(await loadedImage(frame, '.md-start__image')).toMatch(/^\/image\/\d+\/600\/auto\/\d+$/);
  await screenshot(page, 'beheer-module-preview-375');
  // Playwright finds no tap point inside a frame scaled down to fit the phone ("element is outside of
  // the viewport", though it is shown): in the frame, focus and the keyboard stand in for the finger.
  for (const [target, key] of [
    [frame.getByRole('button', { name: 'Start' }), 'Enter'],
    [frame.getByLabel('16 jaar'), 'Space'],
    [frame.getByRole('button', { name: 'Volgende' }), 'Enter'],
  ] as const) {
    await target.focus();
    await page.keyboard.press(key);
  }
  await frame.locator('.md-sidebar__image').waitFor({ state: 'attached' });
  await loadedImage(frame, '.md-sidebar__icon');
  await loadedImage(frame, '.md-sidebar__image');
  await screenshot(page, 'beheer-module-preview-image-375');

  // Publish.
  await page.getByRole('link', { name: 'Versies' }).tap();
  await page.getByRole('button', { name: 'Publiceren' }).tap();
  await page.getByText(/Gepubliceerd als versie \d+\./).waitFor();
  await screenshot(page, 'beheer-module-versions-375');
  expect(errors).toEqual([]);
  await context.close();

  // A student who logs in now gets the new text.
  const student = await suite.browser.newContext({
    storageState: await sessionOf(suite.browser, suite.server.url, 'leerling@demo.nl'),
  });
  const data = (await (await student.request.get(`${suite.server.url}/api/test/data`)).json()) as {
    modules: Array<{ id: number; slides: Array<{ text: string; options: Array<{ name: string }> }> }>;
  };
  const module = data.modules.find((m) => `/beheer/modules/${m.id}` === href || href.endsWith(`/${m.id}`))!;
  const changed = module.slides.find((s) => s.text === 'Rook of vape jij weleens? (nieuw)')!;
  expect(changed.options.map((o) => o.name)).toContain('Zeg ik liever niet');
  await student.close();
});

it('by keyboard at 1280 px: edit, add, move, check, preview and publish without a pointer', async () => {
  const { context, page, errors } = await adminAt(1280);
  await openEditor(page, 'Alcohol');
  const press = async (locator: ReturnType<Page['getByRole']>, key = 'Enter') => {
    await locator.focus();
    await page.keyboard.press(key);
  };
  await press(page.getByRole('link', { name: 'Alcohol', exact: true }));
  await page.getByRole('heading', { level: 1, name: 'Alcohol' }).waitFor();
  await press(page.getByRole('button', { name: /^Bewerken: Dia 1/ }));
  const slide = page.getByRole('list', { name: 'Dia’s' }).getByRole('listitem').first();
  const question = slide.getByRole('textbox', { name: /^Vraag/ });
  await question.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' (toetsenbord)');
  await press(slide.getByRole('button', { name: 'Antwoord toevoegen' }));
  await slide
    .getByRole('textbox', { name: /^Antwoordtekst/ })
    .last()
    .focus();
  await page.keyboard.type('Weet ik niet');
  // Ctrl+Z outside a text field takes back the whole answer, Ctrl+Y brings it back.
  await page.getByRole('button', { name: 'Opslaan' }).focus();
  await page.keyboard.press('Control+z');
  expect(
    await slide
      .getByRole('textbox', { name: /^Antwoordtekst/ })
      .last()
      .inputValue(),
  ).toBe('');
  await page.keyboard.press('Control+y');
  expect(
    await slide
      .getByRole('textbox', { name: /^Antwoordtekst/ })
      .last()
      .inputValue(),
  ).toBe('Weet ik niet');
  await press(page.getByRole('button', { name: 'Opslaan' }));
  await saved(page);
  await press(page.getByRole('button', { name: /^Omlaag: Dia 1/ }), 'Space');
  await page.getByText(/staat nu op positie 2 van/).waitFor({ state: 'attached' });
  if (await page.getByText('Niet opgeslagen wijzigingen').isVisible()) {
    await press(page.getByRole('button', { name: 'Opslaan' }));
    await saved(page);
  }
  await screenshot(page, 'beheer-module-editor-1280');

  await press(page.getByRole('link', { name: 'Regelcontrole' }));
  await page.getByRole('heading', { name: 'Uitkomst en waarom' }).waitFor();
  await page.getByText(/^Resultaat:/).waitFor();
  await screenshot(page, 'beheer-module-checker-1280');

  await press(page.getByRole('link', { name: 'Voorbeeld' }));
  await press(page.getByRole('radio', { name: /Computer/ }), 'Space');
  const frame = page.frameLocator('iframe[title^="Voorbeeld van de module"]');
  await frame.getByRole('heading', { level: 1, name: 'Alcohol' }).waitFor();
  await loadedImage(frame, '.md-start__image');
  await screenshot(page, 'beheer-module-preview-1280');
  // After the age, the info slide moved to the top, with its image and the topic's icon beside it.
  await press(frame.getByRole('button', { name: 'Start' }));
  await press(frame.getByLabel('16 jaar'), 'Space');
  await press(frame.getByRole('button', { name: 'Volgende' }));
  await loadedImage(frame, '.md-sidebar__icon');
  await loadedImage(frame, '.md-sidebar__image');
  await screenshot(page, 'beheer-module-preview-image-1280');

  await press(page.getByRole('link', { name: 'Versies' }));
  await press(page.getByRole('button', { name: 'Publiceren' }));
  await page.getByText(/Gepubliceerd als versie \d+\./).waitFor();
  await press(page.getByRole('button', { name: 'Vergelijken' }));
  await page.getByRole('table', { name: /verschillen/ }).waitFor();
  await screenshot(page, 'beheer-module-compare-1280');
  expect(errors).toEqual([]);
  await context.close();
});

it('passes axe and fits at 320, 375 and 1280 px (list, editor, rules, checker, preview, versions)', async () => {
  const found: string[] = [];
  for (const width of [320, 375, 1280]) {
    const { context, page } = await adminAt(width);
    const href = await openEditor(page, 'Slaap');
    const base = `${suite.server.url}/beheer${href.replace(/^\/beheer/, '')}`;
    const pages: Array<[string, string, string | RegExp]> = [
      ['list', `${suite.server.url}/beheer/modules`, 'Alle modules'],
      ['editor', base, 'Dia’s'],
      // The rules tab's parts carry their count: 'Regels (11)'.
      ['rules', `${base}/regels`, /^Regels \(\d+\)$/],
      ['checker', `${base}/controle`, 'Uitkomst en waarom'],
      ['preview', `${base}/voorbeeld`, 'Voorbeeld'],
      ['versions', `${base}/versies`, 'Versies'],
    ];
    for (const [name, url, heading] of pages) {
      await page.goto(url);
      if (name === 'list') await page.getByRole('link', { name: 'Slaap', exact: true }).waitFor();
      else
        await page
          .getByRole('heading', typeof heading === 'string' ? { name: heading, exact: true } : { name: heading })
          .first()
          .waitFor();
      await settled(page);
      found.push(...(await seriousViolations(page, `${width} ${name}`)));
      if ((await sideways(page)) > 0) found.push(`${width} ${name}: scrolls sideways`);
      // Undo, redo, save and the save state stay one row of 44 px buttons, on a phone too.
      if (name !== 'list') {
        const bar = await page.getByRole('group', { name: 'Wijzigingen' }).boundingBox();
        if (!bar || bar.height > 70) found.push(`${width} ${name}: the editor bar is ${bar?.height} px tall`);
      }
      if (width !== 375 || name === 'list' || name === 'rules')
        await screenshot(page, `beheer-module-${name}-${width}`);
    }
    await context.close();
  }
  expect(found).toEqual([]);
});

it('a student who started before a publish still sees the version they started after a reload', async () => {
  const oldTitle = 'Waarom je als tiener later moe wordt';
  const newTitle = 'Waarom je als tiener ’s avonds later moe wordt';
  const student = await suite.browser.newContext({
    locale: 'nl-NL',
    storageState: await sessionOf(suite.browser, suite.server.url, 'leerling2@demo.nl'),
  });
  const page = await student.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The student starts Slaap: the age, then its first slide.
  await page.goto(suite.server.url);
  await openModule(page, 'Slaap');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('radio', { name: '16 jaar' }).check();
  await next(page);
  await page.getByText(oldTitle, { exact: true }).waitFor();

  // Meanwhile an admin publishes a version with another title for that slide (the editor's own calls).
  const admin = await suite.browser.newContext({
    storageState: await sessionOf(suite.browser, suite.server.url, 'admin@demo.nl'),
  });
  await admin.request.get(`${suite.server.url}/online`);
  const xsrf = decodeURIComponent((await admin.cookies(suite.server.url)).find((c) => c.name === 'XSRF-TOKEN')!.value);
  const list = (await (await admin.request.get(`${suite.server.url}/api/module`)).json()) as {
    items: Array<{ id: number; name: string }>;
  };
  const id = list.items.find((m) => m.name === 'slaap')!.id;
  const draft = (await (await admin.request.get(`${suite.server.url}/api/module/${id}`)).json()) as {
    revision: number;
    document: { module: { slides: Array<{ text: string }> } };
  };
  draft.document.module.slides[0].text = newTitle;
  const headers = (revision: number) => ({ 'X-XSRF-TOKEN': xsrf, 'If-Match': `"${revision}"` });
  const saved = await admin.request.post(`${suite.server.url}/api/module/${id}`, {
    data: draft,
    headers: headers(draft.revision),
  });
  expect(saved.status()).toBe(200);
  const published = await admin.request.post(`${suite.server.url}/api/module/${id}/publish`, {
    data: {},
    headers: headers(((await saved.json()) as { revision: number }).revision),
  });
  expect(published.status()).toBe(200);
  await admin.close();

  // The student reloads the app: the server now hands out the new version...
  await page.reload();
  const data = (await page.evaluate(() => fetch('/api/test/data', { cache: 'no-store' }).then((r) => r.json()))) as {
    modules: Array<{ name: string; version: number; slides: Array<{ text: string }> }>;
  };
  const newest = data.modules.find((m) => m.name === 'slaap')!;
  expect(newest.slides[0].text).toBe(newTitle);
  // ...but the attempt in progress goes on in the version it started on.
  await openModule(page, 'Slaap');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('radio', { name: '16 jaar' }).waitFor();
  expect(await page.getByRole('radio', { name: '16 jaar' }).isChecked()).toBe(true);
  await next(page);
  await page.getByText(oldTitle, { exact: true }).waitFor();
  expect(await page.getByText(newTitle).count()).toBe(0);
  await screenshot(page, 'student-started-version-after-publish-1280');
  expect(errors).toEqual([]);
  await student.close();
});
