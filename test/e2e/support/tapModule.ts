// Completes one module on a phone by tapping every button a student presses, from the overview
// tile to 'Voltooid' (issue 12: a floating button covered 'Test afronden' and took the tap).
// Answers are entered as the keyboard walker does; every button is tapped, after checking that
// a finger at its centre reaches it, in the middle and at the bottom edge of the screen.
import type { Locator, Page } from 'playwright-core';
import { answerSlide, stageText, waitForStageChange } from './keyboardModule';
import { tapReaches } from './phone';

/** Every button tapped, in order, so a test can show what it covered. */
export type TapLog = string[];

/** Taps a button after checking that its centre is not covered, in place and at the bottom. */
export async function tapButton(page: Page, button: Locator, name: string, log: TapLog): Promise<void> {
  await button.waitFor();
  if (!(await tapReaches(button))) throw new Error(`'${name}' is covered where a finger taps it`);
  // Also with the button at the bottom edge of the screen (as far down as a student scrolls it),
  // where a floating button or bar would lie over it.
  const cover = await button.evaluate((el) => {
    el.scrollIntoView({ block: 'end' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit)) ? null : (hit?.outerHTML.slice(0, 200) ?? 'nothing');
  });
  if (cover) throw new Error(`'${name}' is covered at the bottom of the screen by ${cover}`);
  await tapOnce(page, button, name);
  log.push(name);
}

/**
 * Taps and waits for the button's click. Chromium turns a touch into a click only when the finger
 * lifts within its long-press time, and it times the touch by when its busy renderer handles the
 * events: on a loaded CI machine a tap now and then becomes a long press (a `contextmenu`, no click;
 * crbug.com/613219). A student whose tap did nothing taps again, and so does this, once; a second
 * tap without a click fails, naming what the browser made of it.
 */
/** What the page saw of the last tap: 'none' yet, 'click', or 'long press'. */
type TapSeen = { lrcTap: string };

async function tapOnce(page: Page, button: Locator, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await button.evaluate((el) => {
      const w = window as unknown as TapSeen;
      w.lrcTap = 'none';
      el.addEventListener('click', () => (w.lrcTap = 'click'), { once: true, capture: true });
      el.addEventListener('contextmenu', () => (w.lrcTap = w.lrcTap === 'none' ? 'long press' : w.lrcTap), {
        once: true,
        capture: true,
      });
    });
    await button.tap();
    const outcome = await page
      .waitForFunction(
        () => {
          const seen = (window as unknown as TapSeen).lrcTap;
          return seen === 'none' ? false : seen;
        },
        undefined,
        { timeout: 10_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch((error: Error) => (error.name === 'TimeoutError' ? 'nothing' : Promise.reject(error)));
    if (outcome === 'click') return;
    if (attempt === 2) throw new Error(`tapping '${name}' twice gave ${outcome}, not a click`);
  }
}

async function tapAndWaitForChange(page: Page, button: Locator, name: string, log: TapLog): Promise<void> {
  const before = await stageText(page);
  await tapButton(page, button, name, log);
  await waitForStageChange(page, before, `tapping '${name}'`);
}

export async function completeModuleByTap(
  page: Page,
  title: string,
  log: TapLog,
  onStage: (stage: string) => Promise<void> = async () => undefined,
): Promise<void> {
  const dialog = page.locator('.md');
  const tile = page.locator('li.tile', { hasText: title });
  await tapButton(page, tile.getByRole('button').first(), `Start: ${title}`, log);
  await onStage('start');
  await tapAndWaitForChange(page, dialog.getByRole('button', { name: 'Start', exact: true }), 'Start', log);

  const next = dialog.getByRole('button', { name: 'Volgende', exact: true });
  for (let slide = 1; ; slide++) {
    await page
      .locator('.md-slides__main')
      .or(page.getByRole('button', { name: 'Test afronden' }))
      .first()
      .waitFor();
    if (await page.getByRole('button', { name: 'Test afronden' }).count()) break;
    await onStage(`slide-${slide}`);
    await answerSlide(page);
    if (slide === 2) {
      // 'Vorige' once, then forward again.
      await tapAndWaitForChange(page, dialog.getByRole('button', { name: 'Vorige', exact: true }), 'Vorige', log);
      await tapAndWaitForChange(page, next, 'Volgende', log);
      await answerSlide(page);
    }
    await tapAndWaitForChange(page, next, 'Volgende', log);
    if (slide > 60) throw new Error('more than 60 slides: stuck');
  }

  await onStage('result');
  const help = page.getByRole('button', { name: 'Hulp van school nodig?' });
  if (await help.count()) {
    await tapButton(page, help, 'Hulp van school nodig?', log);
    const contact = page.getByRole('dialog', { name: /Hulp van school/ });
    await contact.waitFor();
    await onStage('contact');
    await tapButton(page, contact.getByRole('button', { name: /sluiten/i }).first(), 'contact sluiten', log);
    await contact.waitFor({ state: 'detached' });
  }
  await tapButton(page, page.getByRole('button', { name: 'Test afronden' }), 'Test afronden', log);

  const noAction = page.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' });
  const back = page.getByRole('button', { name: 'Terug naar overzicht' });
  await noAction.or(back).first().waitFor();
  const finish = page.getByRole('dialog', { name: 'Test afronden' });
  if (await noAction.count()) {
    await onStage('finish-actions');
    // An offered action that is not ticked yet: the result may have ticked some in advance
    // (processed.selectedActions), and tapping one of those would untick it.
    const action = finish.locator('label.finish-check:not(.finish-check--none)', {
      has: page.locator('input[type=checkbox]:not(:checked)'),
    });
    const actionName = await action.first().innerText();
    await tapButton(page, action.first(), `checkbox ${actionName}`, log);
    expect(await finish.getByRole('checkbox', { name: actionName }).isChecked()).toBe(true);
    await tapButton(page, finish.getByRole('button', { name: 'Volgende', exact: true }), 'finish Volgende', log);
  }
  await page.getByRole('heading', { name: 'Meer over jouw acties' }).or(back).first().waitFor();
  if (!(await back.count())) {
    await onStage('finish-more-info');
    await tapButton(
      page,
      page
        .getByRole('dialog', { name: 'Meer over jouw acties' })
        .getByRole('button', { name: 'Volgende', exact: true }),
      'more-info Volgende',
      log,
    );
  }
  await back.waitFor();
  await onStage('finish-finished');
  await tapButton(page, back, 'Terug naar overzicht', log);
  await tile.getByText('Voltooid').waitFor();
}
