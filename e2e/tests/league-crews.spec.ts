import { expect, test, type Page } from '@playwright/test';
import { seriousAxeIssues } from '../support/axe';
import { apiAs } from '../pages/social';
import {
  createVerifiedDeveloper,
  createVerifiedLearner,
  newLearner,
  signInAs,
  type Learner,
} from '../support/learners';

/** The /league screen of mf-social. */
class LeaguePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/league');
    await expect(this.page.getByRole('region', { name: 'Current league' })).toBeVisible();
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  ranking(username: string) {
    return this.page
      .getByRole('list', { name: "This week's rankings" })
      .getByRole('button', { name: new RegExp(`^\\d+\\. ${username}`) });
  }

  /** The position shown for `username` in the rankings. */
  async position(username: string) {
    const label = (await this.ranking(username).getAttribute('aria-label')) ?? '';
    return Number(label.split('.')[0]);
  }

  crew(name: string) {
    return this.page.getByRole('region', { name: `Kitchen Crew ${name}` });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true }).first();
  }
}

/** The two learners become friends through the API (the Friends screen has its own journey). */
async function befriend(pageA: Page, a: Learner, pageB: Page, b: Learner) {
  const [apiA, apiB] = [await apiAs(pageA.request, a), await apiAs(pageB.request, b)];
  const bId = ((await (await apiB.get('/api/user')).json()) as { id: string }).id;
  const sent = await apiA.post('/api/friend-requests', { userId: bId });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const { requestId } = (await sent.json()) as { requestId: string };
  expect((await apiB.post(`/api/friend-requests/${requestId}/accept`)).ok()).toBeTruthy();
  return apiA;
}

test.describe('league: weekly rankings and Kitchen Crews', () => {
  test("two friends form a crew from the Crews tab and both see it; one earns XP and climbs in the other's rankings", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await ctxA.newPage(), await ctxB.newPage()];
    // A is a developer so the dev award endpoint pays XP through the API.
    const a = await createVerifiedDeveloper(pageA.request);
    const b = await createVerifiedLearner(pageB.request, newLearner('sage'));
    const apiA = await befriend(pageA, a, pageB, b);

    // B opens the league first, so B takes the first seat of the week's group and leads at 0 points.
    await signInAs(pageB, b, '/league');
    const leagueB = new LeaguePage(pageB);
    await expect(leagueB.page.getByRole('region', { name: 'Current league' })).toContainText('Teaspoon Tier');
    await signInAs(pageA, a, '/league');
    const leagueA = new LeaguePage(pageA);
    await expect(leagueA.ranking(a.username)).toBeVisible();

    // A creates a crew with B from the Crews tab; the dialog checks the rules first.
    await leagueA.tab('Crews').click();
    await expect(pageA.getByText('No Kitchen Crews yet')).toBeVisible();
    await pageA.getByRole('button', { name: 'Create Kitchen Crew' }).click();
    const create = leagueA.dialog('Create a Kitchen Crew');
    await create.getByLabel('Crew name').fill('Sauce Bosses');
    await create.getByLabel(/Banner emoji/).fill('🔥🔥🔥');
    await create.getByRole('checkbox', { name: b.username }).check();
    await create.getByRole('button', { name: 'Create Crew' }).click();
    await expect(create.getByRole('alert')).toContainText('Crew banner must be at most 2 characters');
    await create.getByLabel(/Banner emoji/).fill('👩🏽‍🍳🔥');
    await create.getByRole('button', { name: 'Create Crew' }).click();
    await expect(leagueA.toast('Kitchen Crew Created!')).toBeVisible();
    await expect(leagueA.crew('Sauce Bosses')).toContainText(b.username);
    await expect(leagueA.crew('Sauce Bosses')).toContainText('Invited');

    // B sees the invitation, joins, and both see both as members.
    await leagueB.open();
    await leagueB.tab('Crews').click();
    const crewB = leagueB.crew('Sauce Bosses');
    await expect(crewB).toContainText('Invitation');
    await crewB.getByRole('button', { name: 'Join Crew' }).click();
    await expect(leagueB.toast('Joined Kitchen Crew!')).toBeVisible();
    await expect(crewB.getByRole('button', { name: 'Join Crew' })).toBeHidden();
    await leagueA.open();
    await leagueA.tab('Crews').click();
    const members = leagueA.crew('Sauce Bosses').getByRole('list', { name: 'Members of Sauce Bosses' });
    await expect(members).toContainText(`${a.username} (You)`);
    await expect(members).toContainText(b.username);

    // B's rankings (other cooks of the run may share the group): B arrived first, so at 0 points B is
    // above A; A earns 15 Prep XP and, after a refresh, climbs above B with 15 points.
    await leagueB.open();
    await expect(leagueB.ranking(b.username)).toHaveAccessibleName(
      new RegExp(`^\\d+\\. ${b.username} \\(You\\), 0 points$`),
    );
    const before = { a: await leagueB.position(a.username), b: await leagueB.position(b.username) };
    expect(before.b).toBeLessThan(before.a);
    const award = await apiA.post('/api/test/award-xp', { type: 'prep', amount: 15 });
    expect(award.ok(), await award.text()).toBeTruthy();
    await pageB.reload();
    await expect(leagueB.ranking(a.username)).toHaveAccessibleName(
      new RegExp(`^\\d+\\. ${a.username}, 15 points$`),
    );
    const after = { a: await leagueB.position(a.username), b: await leagueB.position(b.username) };
    expect(after.a).toBeLessThan(before.a);
    expect(after.a).toBeLessThan(after.b);
    await pageB.screenshot({ path: test.info().outputPath('league-rankings.png'), fullPage: true });

    // B opens A from the rankings: they are friends already.
    await leagueB.ranking(a.username).click();
    const detail = leagueB.dialog(a.username);
    await expect(detail.getByRole('button', { name: 'Already Friends' })).toBeDisabled();
    await detail.getByRole('button', { name: 'Close' }).last().click();

    // The crew's score is the sum of its members' weekly scores.
    await leagueB.tab('Crews').click();
    await expect(leagueB.crew('Sauce Bosses').getByText('15', { exact: true }).first()).toBeVisible();

    expect(await seriousAxeIssues(pageB, { dismissToasts: true })).toEqual([]);
    await leagueB.tab('Rankings').click();
    expect(await seriousAxeIssues(pageB, { dismissToasts: true })).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });

  test("when A blocks a friend A invited to a crew, then the invitation leaves the friend's Crews tab and cannot be joined", async ({
    browser,
  }) => {
    const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await ctxA.newPage(), await ctxB.newPage()];
    const a = await createVerifiedLearner(pageA.request);
    const b = await createVerifiedLearner(pageB.request, newLearner('basil'));
    const apiA = await befriend(pageA, a, pageB, b);
    const apiB = await apiAs(pageB.request, b);
    const bId = ((await (await apiB.get('/api/user')).json()) as { id: string }).id;
    const made = await apiA.post('/api/league/create-crew', {
      name: 'Pan Pals',
      banner: '🍳',
      memberIds: [bId],
    });
    expect(made.ok(), await made.text()).toBeTruthy();
    const crewId = ((await made.json()) as { id: string }).id;

    await signInAs(pageB, b, '/league');
    const leagueB = new LeaguePage(pageB);
    await leagueB.tab('Crews').click();
    await expect(leagueB.crew('Pan Pals').getByRole('button', { name: 'Join Crew' })).toBeVisible();

    expect((await apiA.post(`/api/users/${bId}/block`)).ok()).toBeTruthy();
    await pageB.reload();
    await leagueB.tab('Crews').click();
    await expect(pageB.getByText('No Kitchen Crews yet')).toBeVisible();
    await expect(leagueB.crew('Pan Pals')).toBeHidden();
    expect((await apiB.post('/api/league/join-crew', { crewId })).status()).toBe(403);
    await Promise.all([ctxA.close(), ctxB.close()]);
  });

  test('at 320 px the league screen and its tabs never scroll sideways', async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await ctx.newPage();
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/league');
    const league = new LeaguePage(page);
    await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
    for (const tab of ['Rankings', 'Leagues', 'Crews', 'Rewards']) {
      await league.tab(tab).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
    await league.tab('Crews').click();
    await page.getByRole('button', { name: 'Create Kitchen Crew' }).click();
    await expect(league.dialog('Create a Kitchen Crew')).toBeVisible();
    expect(await seriousAxeIssues(page, { dismissToasts: true })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('league-320-create-crew.png') });
    await ctx.close();
  });
});
