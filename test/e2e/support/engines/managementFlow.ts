// The management site (/beheer/) in Firefox and WebKitGTK: a school manager's pages at 1280 and
// 375 px, the phone menu, and one form saved, with the same primitives as the student smoke flow.
// Chromium runs the management suites in full; these engines lay out the same pages differently
// (tables turned into cards, wrapped badges, the file field), so they are looked at here.
import type { RunningServer } from '../server';
import type { EngineDriver } from './driver';
import { SmokeFlow } from './smokeFlow';

const PASSWORD = 'Welkom-check-2026';

/** A page of the site, how to know it has arrived, and its name in the screenshots. */
const PAGES: Array<[name: string, path: string, arrived: RegExp]> = [
  ['overzicht', '/beheer/', /Te doen/],
  // Daan de Vries: a student no engine's flow renames (they share one server).
  ['leerlingen', '/beheer/leerlingen', /Daan de Vries/],
  ['medewerkers', '/beheer/medewerkers', /Lisa Bakker/],
  ['medewerkers-importeren', '/beheer/medewerkers/importeren', /Bestand \(\.csv of \.xlsx\)/],
  ['scholen', '/beheer/scholen', /Demo College/],
];

export class ManagementFlow {
  private readonly flow: SmokeFlow;

  constructor(
    private readonly driver: EngineDriver,
    private readonly server: RunningServer,
  ) {
    this.flow = new SmokeFlow(driver, server);
  }

  async logIn(username: string): Promise<void> {
    await this.driver.goto(`${this.server.url}/inloggen`);
    await this.flow.fill(/^E-mail/, username);
    await this.flow.clickButton('Verder');
    await this.flow.fill(/^Wachtwoord/, PASSWORD);
    await this.flow.clickButton('Inloggen');
    await this.flow.waitForText('Ingelogd!');
  }

  /** Each page at this width: what scrolls sideways (in px, by page name), with a screenshot. */
  async pagesAt(width: number): Promise<Record<string, number>> {
    await this.driver.setViewport(width, width < 900 ? 812 : 900);
    const sideways: Record<string, number> = {};
    for (const [name, path, arrived] of PAGES) {
      await this.driver.goto(`${this.server.url}${path}`);
      await this.flow.waitForText(arrived);
      sideways[name] = await this.sidewaysOrTable();
      await this.driver.screenshot(`beheer-${name}-${width}`);
    }
    return sideways;
  }

  /** The page's own sideways scroll, or a table's inside it (a cut-off column). */
  private sidewaysOrTable(): Promise<number> {
    return this.driver.run(() =>
      Math.max(
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
        // Only a table that scrolls (at 900 px and wider): a phone's cards keep their header row
        // visually hidden, which Firefox counts in the scroll width of a box that does not scroll.
        ...Array.from(document.querySelectorAll('.mg-table'))
          .filter((t) => /auto|scroll/.test(getComputedStyle(t).overflowX))
          .map((t) => t.scrollWidth - t.clientWidth),
      ),
    );
  }

  /** At phone width the sections are behind "Menu": it opens and lists them. */
  async phoneMenu(): Promise<boolean> {
    await this.driver.goto(`${this.server.url}/beheer/`);
    await this.flow.waitForText(/Te doen/);
    await this.flow.clickButton('Menu');
    await this.flow.waitForText('Menu sluiten');
    const listed = await this.driver.run(() =>
      Array.from(document.querySelectorAll('nav[aria-label="Beheermenu"] a')).some(
        (a) => a.textContent?.trim() === 'Leerlingen' && (a as HTMLElement).getClientRects().length > 0,
      ),
    );
    await this.driver.screenshot('beheer-menu-375');
    await this.flow.clickButton('Menu sluiten');
    return listed;
  }

  /** A student's page, edited and saved: the form's fields and buttons work in this engine. */
  async addPreposition(student: string, preposition: string): Promise<string> {
    await this.driver.goto(`${this.server.url}/beheer/leerlingen`);
    // Once, in WebKit on a loaded machine, the tap on a listed name opened nothing for 45 s (the row
    // may have been re-rendered under it). Tapping the name again can only open the same page.
    await this.flow.waitForText(/\d+ resultaten/);
    await this.flow.clickButton(student);
    await this.flow.waitForText('Gegevens', 10_000).catch(async () => {
      await this.flow.clickButton(student);
      await this.flow.waitForText('Gegevens');
    });
    await this.flow.clickButton('Bewerken');
    await this.flow.fill(/^Tussenvoegsel/, preposition);
    await this.flow.clickButton('Opslaan');
    await this.flow.waitForText('De gegevens van de leerling zijn opgeslagen.');
    // The page reloads the student after the notice; give the heading its moment before reading it.
    await this.flow.waitForText(new RegExp(`${preposition} ${student.split(' ').pop()}`), 5_000).catch(() => undefined);
    await this.driver.screenshot('beheer-leerling-opgeslagen');
    return this.driver.run(() => document.querySelector('h1')?.textContent ?? '');
  }
}
