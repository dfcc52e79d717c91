// Completes one module with the keyboard alone, from its overview tile to 'Voltooid': Tab to each
// control, Space for radios and checkboxes, arrow keys for sliders, digits for number inputs,
// Enter for buttons. `onStage` runs at every stage (used by the accessibility test to run axe).
import type { Page } from 'playwright-core';
import { focused, isButton, tabTo, type Focused } from './keyboard';

export type StageHook = (stage: string) => Promise<void>;

const SKIP_LABEL = 'Ik heb dit onderdeel (nog) niet gedaan';
const isNext = (f: Focused) => isButton('Volgende')(f) && f.inDialog && !f.inSlide;

/** A sensible value for a number input: a quarter into its range, or a body size for BMI. */
function numberFor(f: Focused): string {
  if (/lengte/i.test(f.name)) return '170';
  if (/gewicht/i.test(f.name)) return '60';
  const min = f.min === '' ? 0 : Number(f.min);
  const max = f.max === '' ? min + 20 : Number(f.max);
  return String(Math.floor(min + (max - min) / 4));
}

/** Arrow presses for a slider: a quarter of its range, away from the end it rests on. */
async function moveSlider(page: Page, f: Focused): Promise<void> {
  const min = Number(f.min);
  const max = Number(f.max);
  const step = Number(f.step) || 1;
  const presses = Math.max(1, Math.round((max - min) / step / 4));
  const key = Number(f.value) >= max ? 'ArrowLeft' : 'ArrowRight';
  for (let i = 0; i < presses; i++) await page.keyboard.press(key);
}

/** Answers the current slide, Tab by Tab, and leaves the focus on 'Volgende'. */
export async function answerSlide(page: Page): Promise<void> {
  // The Oorcheck opens a hearing test in another window: a keyboard student skips it here.
  const skipThisSlide = (await page.getByRole('button', { name: 'Doe de Oorcheck' }).count()) > 0;
  const handled = new Set<string>();
  const trail: string[] = [];
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (isNext(f)) return;
    trail.push(`${f.tag}[${f.type}] ${f.name || f.text}`.slice(0, 50));
    if (!f.inSlide) continue;
    if (f.type === 'checkbox' && f.name === SKIP_LABEL) {
      if (skipThisSlide && !f.checked) await page.keyboard.press('Space');
    } else if (skipThisSlide) {
      continue;
    } else if (f.type === 'radio' || f.type === 'checkbox') {
      // One choice per question: the first option Tab reaches.
      if (!handled.has(f.group) && !f.checked) await page.keyboard.press('Space');
      handled.add(f.group);
    } else if (f.type === 'range') {
      await moveSlider(page, f);
    } else if (f.tag === 'input' && f.value === '') {
      await page.keyboard.type(numberFor(f));
    }
  }
  throw new Error(`Tab never reached 'Volgende' on the slide; focus went: ${trail.slice(-30).join(' → ')}`);
}

export async function stageText(page: Page): Promise<string> {
  return page.evaluate(
    () => (document.querySelector('.md-slides__main, .md') as HTMLElement | null)?.innerText.slice(0, 400) ?? '',
  );
}

/**
 * Waits (checked every frame, up to 15 s: generous for a loaded 2-core CI machine; a change
 * normally shows within one frame) until the dialog's text is no longer `before`. A validation
 * warning instead fails at once, naming it; so does the deadline, naming `action`.
 */
export async function waitForStageChange(page: Page, before: string, action: string): Promise<void> {
  const outcome = await page
    .waitForFunction(
      (was) => {
        const text =
          (document.querySelector('.md-slides__main, .md') as HTMLElement | null)?.innerText.slice(0, 400) ?? '';
        if (text !== was) return 'changed';
        const warning = document.querySelector('.question__warning') as HTMLElement | null;
        return warning ? `validation warning: ${warning.innerText}` : false;
      },
      before,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch((error: Error) => (error.name === 'TimeoutError' ? 'timeout' : Promise.reject(error)));
  if (outcome === 'changed') return;
  if (outcome === 'timeout') throw new Error(`nothing happened after ${action} on\n${before}`);
  throw new Error(`${outcome} on\n${before}`);
}

async function pressAndWaitForChange(page: Page, before: string): Promise<void> {
  await page.keyboard.press('Enter');
  await waitForStageChange(page, before, "'Volgende'");
}

export async function completeModuleByKeyboard(
  page: Page,
  title: string,
  onStage: StageHook = async () => undefined,
): Promise<void> {
  // From the top of the overview, Tab to this module's start button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, (f) => f.tag === 'button' && f.tile.includes(title), `the tile of ${title}`, 200);
  await page.keyboard.press('Enter');
  await page.locator('.md').getByRole('button', { name: 'Start', exact: true }).waitFor();
  await onStage('start');
  await tabTo(page, (f) => f.inDialog && isButton('Start')(f), 'Start');
  await page.keyboard.press('Enter');

  for (let slide = 1; ; slide++) {
    await page
      .locator('.md-slides__main')
      .or(page.getByRole('button', { name: 'Test afronden' }))
      .first()
      .waitFor();
    if (await page.getByRole('button', { name: 'Test afronden' }).count()) break;
    await onStage(`slide-${slide}`);
    const before = await stageText(page);
    await answerSlide(page);
    await pressAndWaitForChange(page, before);
    if (slide > 60) throw new Error('more than 60 slides: stuck');
  }

  await onStage('result');
  await tabTo(page, isButton('Test afronden'), 'Test afronden');
  await page.keyboard.press('Enter');
  // Without offered actions the modal saves at once and goes straight to its last step.
  const noAction = page.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' });
  const back = page.getByRole('button', { name: 'Terug naar overzicht' });
  await noAction.or(back).first().waitFor();
  if (await noAction.count()) {
    await onStage('finish-actions');
    await tabTo(page, (f) => f.type === 'checkbox', 'an action checkbox');
    await page.keyboard.press('Space');
    await tabTo(page, isButton('Volgende'), "the finish modal's Volgende");
    await page.keyboard.press('Enter');
  }
  await page.getByRole('heading', { name: 'Meer over jouw acties' }).or(back).first().waitFor();
  if (!(await back.count())) {
    await onStage('finish-more-info');
    await tabTo(page, isButton('Volgende'), "the more-info step's Volgende");
    await page.keyboard.press('Enter');
  }
  await back.waitFor();
  await onStage('finish-finished');
  await tabTo(page, isButton('Terug naar overzicht'), 'Terug naar overzicht');
  await page.keyboard.press('Enter');
  await page.locator('li.tile', { hasText: title }).getByText('Voltooid').waitFor();
}
