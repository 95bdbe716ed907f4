import type { Locator, Page } from '@playwright/test';

/** The shell's toast region (one visible toast at a time). */
export function toastRegion(page: Page): Locator {
  return page.getByLabel(/^Notifications/);
}

/** Help & Support screen. */
export class HelpPage {
  constructor(readonly page: Page) {}

  category(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${title} \\(\\d+ questions\\)`) });
  }

  expandedCategories(): Locator {
    return this.page.getByRole('button', { expanded: true, name: /questions\)$/ });
  }
}

/** Public Roadmap screen. */
export class RoadmapPage {
  constructor(readonly page: Page) {}

  card(id: string): Locator {
    return this.page.getByTestId(`roadmap-item-${id}`);
  }

  /** The vote count as shown on the card. */
  async votes(id: string): Promise<number> {
    const label = await this.card(id)
      .getByLabel(/^\d+ votes?$/)
      .getAttribute('aria-label');
    return Number(label?.split(' ')[0]);
  }
}
