// axe-core on the page as it is now (issue 7 quality gate): serious and critical violations, one
// line each. `checked` records every place looked at, so a test can show it reached each stage.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function axeViolations(page: Page, where: string, checked: string[]): Promise<string[]> {
  const { violations: found, passes } = await new AxeBuilder({ page }).analyze();
  if (passes.length === 0) throw new Error(`axe checked nothing on ${where}`);
  checked.push(where);
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
