// The smoke flow in Firefox ESR and WebKitGTK (issue 25): Chromium runs the whole browser suite;
// these two engines run one flow each against the real built server — login, the BMI module with
// a decimal comma, finish, the PDF, the 375 px menu, the footer links uncovered when focused (at
// 1280 and 375 px), the service worker and a start without the server. WebKit reads a number box by the system locale: it runs with LANG=nl_NL.UTF-8, as a
// Dutch device would, and once more with en_US.UTF-8 (a device set to English) up to the BMI.
// Both engines also open the management site as a school manager (fit at 1280 and 375 px, the
// phone menu, a form saved). Needs Debian's firefox-esr, webkit2gtk-driver and xvfb (.ci/run).
//
// One server and one virtual display for the whole file, and each browser started once: an engine
// runs its student flow and then, after forgetting the site's data (a fresh context), the
// management flow. The flows share the server, so each engine works with demo accounts of its own.
import type { EngineDriver } from './support/engines/driver';
import { startDisplay, type VirtualDisplay } from './support/engines/display';
import { launchFirefox } from './support/engines/firefox';
import { ManagementFlow } from './support/engines/managementFlow';
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
}

const ENGINES: Engine[] = [
  {
    name: 'Firefox ESR',
    launch: () => launchFirefox(),
    student: 'leerling@demo.nl',
    edit: ['Sanne Jansen', 'van', 'Sanne van Jansen'],
  },
  {
    name: 'WebKitGTK',
    launch: (display) => launchWebKit('nl_NL.UTF-8', display),
    student: 'leerling2@demo.nl',
    edit: ['Mehmet Çelik', 'van', 'Mehmet van Çelik'],
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
    afterAll(() => browser.close());

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
