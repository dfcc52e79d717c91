// The module editor's main steps (issue 33) in Firefox and WebKitGTK, at phone width: an admin
// opens a module, changes a question's text, adds an answer, moves the slide down with "Omlaag",
// saves, sees a result in the rule checker, the module in the preview and publishes. Chromium runs
// the full editor suite (moduleEditor.test.ts) by touch and keyboard; here the engines' own layout,
// inputs and the preview's portal into an iframe are what is looked at.
import type { RunningServer } from '../server';
import { TARGET, type EngineDriver } from './driver';
import { ManagementFlow } from './managementFlow';
import { SmokeFlow } from './smokeFlow';

/** The module and the question slide (1-based, not the last) one engine edits; each engine its own. */
export interface EditedModule {
  title: string;
  slide: number;
  /** Appended to the question's text, so that the edit can be found again. */
  suffix: string;
  /** The answer added to the question. */
  answer: string;
}

export interface ModuleEditorOutcome {
  steps: string[];
  /** Sideways scroll in px of each page, at the flow's width. */
  sideways: Record<string, number>;
  /** The heading the student app's dialog shows inside the preview's iframe. */
  previewHeading: string;
  published: string;
}

/** Runs in the page: marks the control of the first (or `last`: a newly added answer) label matching `pattern`. */
function markField(pattern: string, attribute: string, last: boolean): boolean {
  const re = new RegExp(pattern);
  document.querySelectorAll(`[${attribute}]`).forEach((el) => el.removeAttribute(attribute));
  const labels = Array.from(document.querySelectorAll('label')).filter((l) =>
    re.test((l.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
  const control = labels[last ? labels.length - 1 : 0]?.control;
  if (!control) return false;
  control.setAttribute(attribute, '');
  control.scrollIntoView({ block: 'center' });
  return true;
}

/** Runs in the page: the caret at the end of the marked text box, so typing appends. */
function caretToEnd(attribute: string): void {
  const input = document.querySelector<HTMLInputElement>(`[${attribute}]`);
  if (!input) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

/** Runs in the page: scrolls the innermost element whose text matches `pattern` into the middle (for a screenshot). */
function scrollToText(pattern: string): void {
  const re = new RegExp(pattern);
  const all = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((el) => re.test(el.innerText ?? ''));
  all[all.length - 1]?.scrollIntoView({ block: 'center' });
}

/** Runs in the page: resolves once two frames were painted (a scroll has then reached the screen). */
function afterTwoFrames(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

/** Runs in the page: the texts of the slides in the editor's list, in order. */
function slideTexts(): string[] {
  return Array.from(document.querySelectorAll('ol[aria-label="Dia’s"] > li')).map((li) => li.textContent ?? '');
}

/** Runs in the page: the preview iframe's h1 and whether its Start button is there ('' while it renders). */
function previewContent(): { present: boolean; heading: string; start: boolean } {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Voorbeeld van de module"]');
  // The frame is same-origin (about:blank, filled through a React portal): its document is readable.
  const doc = frame?.contentDocument;
  return {
    present: !!frame,
    heading: doc?.querySelector('h1')?.textContent?.trim() ?? '',
    start: Array.from(doc?.querySelectorAll('button') ?? []).some((b) => b.textContent?.trim() === 'Start'),
  };
}

export class ModuleEditorFlow {
  private readonly flow: SmokeFlow;
  private readonly management: ManagementFlow;
  readonly steps: string[] = [];

  constructor(
    private readonly driver: EngineDriver,
    private readonly server: RunningServer,
  ) {
    this.flow = new SmokeFlow(driver, server);
    this.management = new ManagementFlow(driver, server);
  }

  private async saved(): Promise<void> {
    await this.flow.waitForText('Opgeslagen.');
    await this.flow.waitForText('Alles opgeslagen');
  }

  async run(edited: EditedModule, width = 375): Promise<ModuleEditorOutcome> {
    const { title, slide, suffix, answer } = edited;
    const sideways: Record<string, number> = {};
    const shot = async (name: string) => {
      // WebKitGTK's screenshot right after a scrollIntoView still shows the page before the scroll.
      await this.driver.run(afterTwoFrames);
      await this.driver.screenshot(`beheer-module-${name}-${width}`);
    };
    await this.management.logIn('admin@demo.nl');
    await this.driver.setViewport(width, width < 900 ? 812 : 900);
    await this.flow.until('the window width', () => this.driver.run((w: number) => window.innerWidth <= w, width));

    await this.driver.goto(`${this.server.url}/beheer/modules`);
    await this.flow.waitForText('Alle modules');
    sideways.list = await this.flow.sideways();
    await this.flow.clickButton(title);
    await this.flow.waitForText('Dia’s');
    this.steps.push('editor');

    // The question's text (appended to) and a new answer, then saved.
    await this.flow.clickButton(new RegExp(`^Bewerken: Dia ${slide}:`));
    const question = await this.mark(/^Vraag/);
    await this.driver.run(caretToEnd, TARGET);
    await this.driver.type(question, suffix);
    await this.flow.clickButton('Antwoord toevoegen');
    await this.flow.until('a new answer box', () =>
      this.driver.run(markField, '^Antwoordtekst', TARGET, true).then(async (marked) => {
        if (!marked) return false;
        const value = await this.driver.run(
          (a: string) => document.querySelector<HTMLInputElement>(`[${a}]`)?.value,
          TARGET,
        );
        return value === '';
      }),
    );
    await this.driver.type(`[${TARGET}]`, answer);
    await this.flow.clickButton('Opslaan');
    await this.saved();
    this.steps.push('text and answer saved');

    // Down one place with its button; the list reads the draft back with the slide one lower.
    await this.flow.clickButton(new RegExp(`^Omlaag: Dia ${slide}:`));
    await this.flow.until('the slide one place lower', async () => {
      const texts = await this.driver.run(slideTexts);
      return texts[slide]?.includes(suffix) && !texts[slide - 1]?.includes(suffix);
    });
    if (await this.driver.run(() => document.body.innerText.includes('Niet opgeslagen wijzigingen'))) {
      await this.flow.clickButton('Opslaan');
      await this.saved();
    }
    this.steps.push('slide moved');
    sideways.editor = await this.flow.sideways();
    // The moved slide's summary in the middle, the slide it passed above it.
    await this.driver.run((at: number) => {
      const row = document.querySelectorAll('ol[aria-label="Dia’s"] > li').item(at);
      row?.querySelector('.mg-slide__summary')?.scrollIntoView({ block: 'center' });
    }, slide);
    await shot('editor');

    await this.flow.clickButton('Regelcontrole');
    await this.flow.waitForText('Uitkomst en waarom');
    await this.flow.waitForText(/Resultaat:/);
    sideways.checker = await this.flow.sideways();
    await this.driver.run(scrollToText, '^Resultaat:');
    await shot('checker');
    this.steps.push('rule checker');

    await this.flow.clickButton('Voorbeeld');
    const preview = await this.flow.until('the module in the preview', async () => {
      const content = await this.driver.run(previewContent);
      return content.heading && content.start ? content : false;
    });
    sideways.preview = await this.flow.sideways();
    await this.driver.run(() =>
      document.querySelector('iframe[title^="Voorbeeld van de module"]')?.scrollIntoView({ block: 'center' }),
    );
    await shot('preview');
    this.steps.push('preview');

    await this.flow.clickButton('Versies');
    await this.flow.clickButton('Publiceren');
    await this.flow.waitForText(/Gepubliceerd als versie \d+\./);
    const published = await this.driver.run(
      () => /Gepubliceerd als versie \d+\./.exec(document.body.innerText)?.[0] ?? '',
    );
    // The list of versions is read again after a publish: the new one heads it as the current one.
    const version = /\d+/.exec(published)?.[0] ?? '?';
    await this.flow.waitForText(new RegExp(`Versie ${version}\\s*huidig`));
    await this.driver.run(scrollToText, '^Gepubliceerd als versie');
    sideways.versions = await this.flow.sideways();
    await shot('versions');
    this.steps.push('published');
    return { steps: this.steps, sideways, previewHeading: preview.heading, published };
  }

  private async mark(label: RegExp): Promise<string> {
    await this.flow.until(`a field named ${label.source}`, () =>
      this.driver.run(markField, label.source, TARGET, false),
    );
    return `[${TARGET}]`;
  }
}
