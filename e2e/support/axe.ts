// Accessibility checks with axe-core: the serious and critical findings on a page as it is now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious or critical axe findings as `rule: selectors` lines (empty when clean). With `dismissToasts`,
 * visible toasts are closed first: @fff/ui's toast list gives its <li> items role="status"/"alert",
 * which axe reports as a broken list (packages/ui/src, not what a screen's test checks).
 */
export async function seriousAxeIssues(page: Page, { dismissToasts = false } = {}): Promise<string[]> {
  if (dismissToasts)
    for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all())
      await close.click();
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails with the list of serious or critical axe findings on the page as it is now. */
export async function expectNoSeriousAxeIssues(page: Page): Promise<void> {
  expect(await seriousAxeIssues(page)).toEqual([]);
}
