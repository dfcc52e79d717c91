// The smoke flow in Firefox ESR and WebKitGTK (issue 25): Chromium runs the whole browser suite;
// these two engines run one flow each against the real built server — login, the BMI module with
// a decimal comma, finish, the PDF, the 375 px menu, the footer links uncovered when focused (at
// 1280 and 375 px), the service worker and a start without the server. WebKit reads a number box by the system locale: it runs with LANG=nl_NL.UTF-8, as a
// Dutch device would, and once more with en_US.UTF-8 (a device set to English) up to the BMI.
// Both engines also open the management site as a school manager (fit at 1280 and 375 px, the
// phone menu, a form saved), and as an admin the module editor's main steps at 375 px (issue 33:
// a question's text, an answer added, a slide moved down, the rule checker, the preview, publish).
// Needs Debian's firefox-esr, webkit2gtk-driver and xvfb (.ci/run).
//
// One server and one virtual display for the whole file, and each browser started once: an engine
// runs its student flow and then, each after forgetting the site's data (a fresh context), the
// management flow and the module editor. The flows share the server, so each engine works with demo
// accounts and a module of its own.
import type { EngineDriver } from './support/engines/driver';
import { startDisplay, type VirtualDisplay } from './support/engines/display';
import { launchFirefox } from './support/engines/firefox';
import { ManagementFlow } from './support/engines/managementFlow';
import { ModuleEditorFlow, type EditedModule } from './support/engines/moduleEditorFlow';
import { SmokeFlow } from './support/engines/smokeFlow';
import { launchWebKit } from './support/engines/webkit';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(420_000);

interface Engine {
  name: string;
  launch: (display: string) => Promise<EngineDriver>;
  /** The student who runs the smoke flow in this engine. */
  student: string;
  /** The student whose page the school manager edits, and the name it should then have. */
  edit: [student: string, preposition: string, after: string];
  /** The module an admin edits and publishes: not one moduleEditor.test.ts or the smoke flow uses. */
  module: EditedModule;
}

const ENGINES: Engine[] = [
  {
    name: 'Firefox ESR',
    launch: () => launchFirefox(),
    student: 'leerling@demo.nl',
    edit: ['Sanne Jansen', 'van', 'Sanne van Jansen'],
    module: { title: 'Stress en ontspanning', slide: 1, suffix: ' (Firefox)', answer: 'Zeg ik liever niet' },
  },
  {
    name: 'WebKitGTK',
    launch: (display) => launchWebKit('nl_NL.UTF-8', display),
    student: 'leerling2@demo.nl',
    edit: ['Mehmet Çelik', 'van', 'Mehmet van Çelik'],
    module: { title: 'Fitheid en bewegen', slide: 5, suffix: ' (WebKit)', answer: 'Zeg ik liever niet' },
  },
];

let server: RunningServer;
let display: VirtualDisplay;

beforeAll(async () => {
  [display, server] = await Promise.all([startDisplay(), startServer()]);
}, 180_000);

const browsers: Array<{ close: () => Promise<void> }> = [];

afterAll(async () => {
  // Closed already after each engine's last block; again here in case a filter skipped that block.
  for (const browser of browsers) await browser.close();
  await server?.dispose();
  await display?.stop();
});

/** One browser for the describe blocks of one engine: started by the first test, closed after the last block. */
function browserOf(launch: (display: string) => Promise<EngineDriver>) {
  let started: Promise<EngineDriver> | undefined;
  const browser = {
    get: () => (started ??= launch(display.display)),
    close: async () => {
      const running = started;
      started = undefined;
      await (await running?.catch(() => undefined))?.close();
    },
  };
  browsers.push(browser);
  return browser;
}

for (const engine of ENGINES) {
  const browser = browserOf(engine.launch);

  describe(engine.name, () => {
    it('logs in, completes BMI with "65,5", finishes with the PDF, fits 375 px and starts offline', async () => {
      const driver = await browser.get();
      const flow = new SmokeFlow(driver, server);
      await driver.setViewport(1280, 900);
      await flow.logIn(engine.student);
      expect(await flow.footerUncovered(1280)).toEqual([]);
      const bmi = await flow.bmiModule();
      // 65,5 kg at 175 cm: BMI 21,4, read the same in every engine and shown back in nl-NL.
      expect(bmi).toEqual({ bmiText: 'Je BMI is 21,4: gezond gewicht', weightShown: '65,5' });
      expect(await flow.finishWithPdf()).toBe('200 application/pdf %PDF-');
      expect(await flow.phoneMenu()).toEqual({ sideways: 0, menu: true });
      expect(await flow.footerUncovered(375)).toEqual([]);
      await flow.offlineStart();
      expect(flow.steps).toEqual([
        'login',
        'footer 1280',
        'bmi slide',
        'result',
        'finish',
        'pdf',
        'menu 375',
        'footer 375',
        'service worker',
        'offline start',
      ]);
    });
  });

  describe(`the management site in ${engine.name}`, () => {
    it("fits a school manager's pages at 1280 and 375 px, opens the phone menu and saves a form", async () => {
      const driver = await browser.get();
      // What the student flow left (session, service worker, queue) is forgotten first.
      await driver.reset(server.url);
      const flow = new ManagementFlow(driver, server);
      await flow.logIn('manager@demo.nl');
      const none = { overzicht: 0, leerlingen: 0, medewerkers: 0, 'medewerkers-importeren': 0, scholen: 0 };
      expect(await flow.pagesAt(1280)).toEqual(none);
      expect(await flow.pagesAt(375)).toEqual(none);
      expect(await flow.phoneMenu()).toBe(true);
      const [student, preposition, after] = engine.edit;
      expect(await flow.addPreposition(student, preposition)).toBe(after);
    });
  });

  describe(`the module editor in ${engine.name}`, () => {
    afterAll(() => browser.close());

    it('at 375 px an admin edits a question, adds an answer, moves the slide, checks, previews and publishes', async () => {
      const driver = await browser.get();
      await driver.reset(server.url);
      const outcome = await new ModuleEditorFlow(driver, server).run(engine.module);
      expect(outcome.steps).toEqual([
        'editor',
        'text and answer saved',
        'slide moved',
        'rule checker',
        'preview',
        'published',
      ]);
      // The student app's module dialog, rendered inside the preview's iframe, on the draft.
      expect(outcome.previewHeading).toBe(engine.module.title);
      // The suite's server has its own copy of the data: whatever number this publish got.
      expect(outcome.published).toMatch(/^Gepubliceerd als versie \d+\.$/);
      expect(outcome.sideways).toEqual({ list: 0, editor: 0, checker: 0, preview: 0, versions: 0 });
    });
  });
}

describe('WebKitGTK on a device set to English', () => {
  const browser = browserOf((on) => launchWebKit('en_US.UTF-8', on));
  afterAll(() => browser.close());

  it('still reads "65,5" as 65,5 kg (WebKit reads number boxes by the system locale)', async () => {
    const driver = await browser.get();
    const flow = new SmokeFlow(driver, server);
    await driver.setViewport(1280, 900);
    await flow.logIn('leerling.noord@demo.nl');
    expect(await flow.bmiModule()).toEqual({ bmiText: 'Je BMI is 21,4: gezond gewicht', weightShown: '65,5' });
  });
});
