// axe-core on the page as it is now (issue 7 quality gate): serious and critical violations, one
// line each. `checked` records every place looked at, so a test can show it reached each stage.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe on this page with axe.run() in the page itself ("legacy mode"). The default mode runs the
 * rules per frame, then opens a blank page to merge the frames' results, which costs about half of
 * each check; the app has no iframes (the Oorcheck is a window of its own), so the results are the
 * same, rule by rule and node by node (compared on the overview when this was chosen).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** The serious and critical violations on this page now, one line each (axe must have checked something). */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations: found, passes } = await axeOn(page).analyze();
  if (passes.length === 0) throw new Error(`axe checked nothing on ${where}`);
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** seriousViolations, and `where` added to `checked` once axe has looked. */
export async function axeViolations(page: Page, where: string, checked: string[]): Promise<string[]> {
  const found = await seriousViolations(page, where);
  checked.push(where);
  return found;
}
