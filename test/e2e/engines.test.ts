// The smoke flow in Firefox ESR and WebKitGTK (issue 25): Chromium runs the whole browser suite;
// these two engines run one flow each against the real built server — login, the BMI module with
// a decimal comma, finish, the PDF, the 375 px menu, the footer links uncovered when focused (at
// 1280 and 375 px), the service worker and a start without the server. WebKit reads a number box by the system locale: it runs with LANG=nl_NL.UTF-8, as a
// Dutch device would, and once more with en_US.UTF-8 (a device set to English) up to the BMI.
// Both engines also open the management site as a school manager (fit at 1280 and 375 px, the
// phone menu, a form saved). Needs Debian's firefox-esr, webkit2gtk-driver, xvfb and xauth (.ci/run).
import { launchFirefox } from './support/engines/firefox';
import type { EngineDriver } from './support/engines/driver';
import { ManagementFlow } from './support/engines/managementFlow';
import { SmokeFlow } from './support/engines/smokeFlow';
import { launchWebKit } from './support/engines/webkit';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(420_000);

const ENGINES: Array<[string, () => Promise<EngineDriver>]> = [
  ['Firefox ESR', launchFirefox],
  ['WebKitGTK', () => launchWebKit('nl_NL.UTF-8')],
];

/** A built server and a browser of one engine for the describe block around it (filled in beforeAll), closed afterwards. */
function useServerAndBrowser(launch: () => Promise<EngineDriver>) {
  const started = {} as { server: RunningServer; driver: EngineDriver };
  beforeAll(async () => {
    started.server = await startServer();
    started.driver = await launch();
  }, 180_000);
  afterAll(async () => {
    await started.driver?.close();
    await started.server?.dispose();
  });
  return started;
}

describe.each(ENGINES)('%s', (_engine, launch: () => Promise<EngineDriver>) => {
  const started = useServerAndBrowser(launch);

  it('logs in, completes BMI with "65,5", finishes with the PDF, fits 375 px and starts offline', async () => {
    const { server, driver } = started;
    const flow = new SmokeFlow(driver, server);
    await driver.setViewport(1280, 900);
    await flow.logIn();
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

describe.each(ENGINES)('the management site in %s', (_engine, launch: () => Promise<EngineDriver>) => {
  const started = useServerAndBrowser(launch);

  it("fits a school manager's pages at 1280 and 375 px, opens the phone menu and saves a form", async () => {
    const { server, driver } = started;
    const flow = new ManagementFlow(driver, server);
    await flow.logIn('manager@demo.nl');
    const none = { overzicht: 0, leerlingen: 0, medewerkers: 0, 'medewerkers-importeren': 0, scholen: 0 };
    expect(await flow.pagesAt(1280)).toEqual(none);
    expect(await flow.pagesAt(375)).toEqual(none);
    expect(await flow.phoneMenu()).toBe(true);
    expect(await flow.addPreposition('Sanne Jansen', 'van')).toBe('Sanne van Jansen');
  });
});

describe('WebKitGTK on a device set to English', () => {
  const started = useServerAndBrowser(() => launchWebKit('en_US.UTF-8'));

  it('still reads "65,5" as 65,5 kg (WebKit reads number boxes by the system locale)', async () => {
    const { server, driver } = started;
    const flow = new SmokeFlow(driver, server);
    await driver.setViewport(1280, 900);
    await flow.logIn();
    expect(await flow.bmiModule()).toEqual({ bmiText: 'Je BMI is 21,4: gezond gewicht', weightShown: '65,5' });
  });
});
