import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, type Learner } from '../support/learners';

/** The /friends screen of mf-social. */
export class FriendsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/friends');
    await expect(this.page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  }

  tab(name: RegExp | string) {
    return this.page.getByRole('tab', { name });
  }

  searchBox() {
    return this.page.getByRole('searchbox', { name: 'Search users' });
  }

  card(username: string) {
    return this.page.getByRole('listitem', { name: username });
  }

  request(username: string) {
    return this.page.getByRole('listitem', { name: `Request from ${username}` });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true }).first();
  }
}

/** The global chat drawer. */
export class ChatDrawerPage {
  constructor(readonly page: Page) {}

  fab() {
    return this.page.getByRole('button', { name: /^Open chat/ });
  }

  drawer() {
    return this.page.getByRole('dialog', { name: 'Chat' });
  }

  async open() {
    await this.fab().click();
    await expect(this.drawer()).toBeVisible();
  }

  async chatWith(username: string) {
    await this.drawer()
      .getByRole('button', { name: new RegExp(`^Chat with ${username}`) })
      .click();
    await expect(this.drawer().getByRole('heading', { name: username })).toBeVisible();
  }

  input(username: string) {
    return this.drawer().getByRole('textbox', { name: `Message to ${username}` });
  }

  messages() {
    return this.drawer().getByRole('log');
  }
}

/** A session token and the API as that learner. */
export async function apiAs(request: APIRequestContext, learner: Learner) {
  const headers = await authHeaders(request, learner);
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    stones: async () =>
      ((await (await request.get('/api/user', { headers })).json()) as { spiceStones: number }).spiceStones,
  };
}

/** Spice Stones shown in the status bar. */
export function statusBarStones(page: Page) {
  return page.getByRole('group', { name: 'Your stats' }).getByRole('button', { name: /^Spice Stones: \d+$/ });
}
