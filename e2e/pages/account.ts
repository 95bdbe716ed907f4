import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The account and data pages of mf-account (/settings and the pages behind it). */
export class AccountPages {
  constructor(readonly page: Page) {}

  /** Opens a page and waits for its h1. */
  async open(path: string, title: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  /** The toast region's text (the shell shows one toast at a time). */
  toast(text: string | RegExp) {
    return this.page.getByRole('region').getByText(text).first();
  }

  field(label: string | RegExp) {
    return this.page.getByRole('main').getByLabel(label, { exact: typeof label === 'string' });
  }

  button(name: string | RegExp) {
    return this.page.getByRole('main').getByRole('button', { name });
  }

  /** Axe's serious and critical findings on the current page (empty when clean). */
  async seriousA11yIssues(): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
}
