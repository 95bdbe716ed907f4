import { expect, test, type Page } from '@playwright/test';
import { seriousAxeIssues } from '../support/axe';
import { apiAs, ChatDrawerPage, FriendsPage, statusBarStones } from '../pages/social';
import { createVerifiedDeveloper, createVerifiedLearner, newLearner, signInAs } from '../support/learners';

/** Every /api answer that is a 404 or a 5xx, for the "nothing broken unless provoked" check. */
function watchApi(page: Page, bad: string[]) {
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/') && (res.status() === 404 || res.status() >= 500))
      bad.push(`${res.status()} ${res.request().method()} ${url.pathname}`);
  });
}

test.describe('social: two cooks', () => {
  test('A finds B, B accepts, they chat through the drawer, A sends 5 Spice Stones, B blocks A and A can no longer chat', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await ctxA.newPage(), await ctxB.newPage()];
    const bad: string[] = [];
    watchApi(pageA, bad);
    watchApi(pageB, bad);

    // A is a developer so the test page can award XP (and with it Spice Stones) through the API.
    const a = await createVerifiedDeveloper(pageA.request);
    const b = await createVerifiedLearner(pageB.request, newLearner('sage'));
    const apiA = await apiAs(pageA.request, a);
    const apiB = await apiAs(pageB.request, b);
    for (let i = 0; i < 4; i++)
      expect((await apiA.post('/api/test/award-xp', { type: 'prep', amount: 15 })).ok()).toBeTruthy();

    await signInAs(pageB, b, '/');
    await signInAs(pageA, a, '/friends');
    const friendsA = new FriendsPage(pageA);
    await expect(pageA.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();

    // A finds B: one character only prompts, two search.
    await friendsA.tab('Find').click();
    await friendsA.searchBox().fill(b.username.slice(0, 1));
    await expect(pageA.getByText('Type at least 2 characters to search')).toBeVisible();
    await friendsA.searchBox().fill(b.username);
    await friendsA
      .card(b.username)
      .getByRole('button', { name: `Add ${b.username} as a friend` })
      .click();
    await friendsA
      .dialog(`Add ${b.username} as a friend`)
      .getByRole('button', { name: 'Send Request' })
      .click();
    await expect(friendsA.toast('Friend request sent!')).toBeVisible();
    await expect(friendsA.card(b.username).getByRole('button', { name: 'Request Sent' })).toBeDisabled();

    // B sees the badge on the Friends tab (the badge polls every 60 s; a reload asks at once) and accepts.
    await pageB.reload();
    const friendsTabB = pageB
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: /^Friends/ });
    await expect(friendsTabB.getByLabel('1 pending friend request')).toBeVisible();
    await friendsTabB.click();
    const friendsB = new FriendsPage(pageB);
    await friendsB.tab(/Requests/).click();
    await friendsB.request(a.username).getByRole('button', { name: 'Accept' }).click();
    await expect(friendsB.toast('Friend request accepted!')).toBeVisible();
    await expect(friendsTabB.getByLabel(/pending friend request/)).toBeHidden();
    await friendsB.tab(/^Friends/).click();
    await expect(friendsB.card(a.username)).toBeVisible();
    // B's card of A carries A's numbers, read from svc-learning (A's XP above: past level 1, stones earned).
    const userA = (await (await apiA.get('/api/user')).json()) as { level: number; spiceStones: number };
    expect(userA.level).toBeGreaterThan(1);
    await expect(friendsB.card(a.username)).toContainText(`Level ${userA.level} ·`);
    await expect(friendsB.card(a.username)).toContainText(`${userA.spiceStones} Spice Stones`);
    expect(await seriousAxeIssues(pageB, { dismissToasts: true })).toEqual([]);

    // B opens the conversation in the drawer first; A writes; B sees it within the drawer's 3 s polling.
    const drawerB = new ChatDrawerPage(pageB);
    await drawerB.open();
    await drawerB.chatWith(a.username);
    await expect(drawerB.drawer().getByText('No messages yet')).toBeVisible();
    expect(await seriousAxeIssues(pageB, { dismissToasts: true })).toEqual([]);

    await pageA.goto('/');
    const drawerA = new ChatDrawerPage(pageA);
    await drawerA.open();
    await drawerA.chatWith(b.username);
    await drawerA.input(b.username).fill('Hello from the stove!');
    await drawerA.input(b.username).press('Enter');
    await expect(drawerA.input(b.username)).toHaveValue('');
    // The box had to be disabled for the send; the cursor is back in it for the next message.
    await expect(drawerA.input(b.username)).toBeFocused();
    await expect(drawerB.messages().getByText('Hello from the stove!')).toBeVisible({ timeout: 8_000 });
    await pageA.keyboard.press('Escape');
    await expect(drawerA.drawer()).toBeHidden();

    // A sends 5 Spice Stones (a double click pays once); both status bars change by exactly 5.
    const [stonesA, stonesB] = [await apiA.stones(), await apiB.stones()];
    expect(stonesA).toBeGreaterThanOrEqual(5);
    await friendsA.open();
    await expect(statusBarStones(pageA)).toHaveAccessibleName(`Spice Stones: ${stonesA}`);
    await friendsA
      .card(b.username)
      .getByRole('button', { name: `Send Spice Stones to ${b.username}` })
      .click();
    const send = friendsA.dialog(`Send Spice Stones to ${b.username}`);
    await expect(send.getByRole('spinbutton', { name: /Amount/ })).toHaveValue('5');
    await send.getByRole('button', { name: 'Send 5 💎' }).dblclick();
    await expect(friendsA.toast('Spice Stones sent!')).toBeVisible();
    await expect(statusBarStones(pageA)).toHaveAccessibleName(`Spice Stones: ${stonesA - 5}`);
    await pageB.reload();
    await expect(statusBarStones(pageB)).toHaveAccessibleName(`Spice Stones: ${stonesB + 5}`);
    expect([await apiA.stones(), await apiB.stones()]).toEqual([stonesA - 5, stonesB + 5]);
    const activities = (await (await apiB.get('/api/activities/recent')).json()) as { description: string }[];
    expect(activities.map((x) => x.description)).toContain(`Received 5 Spice Stones from ${a.username}`);

    // B blocks A; A can no longer chat with B.
    await friendsB.open();
    await friendsB
      .card(a.username)
      .getByRole('button', { name: `More actions for ${a.username}` })
      .click();
    await pageB.getByRole('menuitem', { name: 'Block User' }).click();
    await friendsB.dialog(`Block ${a.username}?`).getByRole('button', { name: 'Block User' }).click();
    await expect(friendsB.toast('User blocked successfully')).toBeVisible();
    await expect(friendsB.card(a.username)).toBeHidden();

    // A's drawer still lists B until its next poll; the conversation now says why nothing can be sent,
    // and is not asked for again every 3 s while it stays open.
    const bId = ((await (await apiB.get('/api/user')).json()) as { id: string }).id;
    let conversationReads = 0;
    pageA.on('request', (req) => {
      if (req.method() === 'GET' && new URL(req.url()).pathname === `/api/chat/${bId}`) conversationReads++;
    });
    await drawerA.open();
    await drawerA.chatWith(b.username);
    await expect(drawerA.drawer().getByText('You can only chat with friends.')).toBeVisible();
    await expect(drawerA.input(b.username)).toBeDisabled();
    await pageA.waitForTimeout(4_000);
    expect(conversationReads).toBe(1);
    const refused = await apiA.post('/api/chat', { receiverId: bId, message: 'Are you there?' });
    expect(refused.status()).toBe(403);

    expect(bad).toEqual([]);
    await Promise.all([ctxA.close(), ctxB.close()]);
  });

  test('A removes B without a block; B sees A gone, asks again from Find (taking one request back), and A accepts from Find at once', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await ctxA.newPage(), await ctxB.newPage()];
    const bad: string[] = [];
    watchApi(pageA, bad);
    watchApi(pageB, bad);
    const a = await createVerifiedLearner(pageA.request, newLearner('fennel'));
    const b = await createVerifiedLearner(pageB.request, newLearner('thyme'));
    const [apiA, apiB] = [await apiAs(pageA.request, a), await apiAs(pageB.request, b)];
    const bId = ((await (await apiB.get('/api/user')).json()) as { id: string }).id;
    const aId = ((await (await apiA.get('/api/user')).json()) as { id: string }).id;
    expect((await apiA.post('/api/friend-requests', { userId: bId })).ok()).toBeTruthy();
    expect(
      ((await (await apiB.post('/api/friend-requests', { userId: aId })).json()) as { status: string })
        .status,
    ).toBe('accepted');

    await signInAs(pageA, a, '/friends');
    await signInAs(pageB, b, '/friends');
    const [friendsA, friendsB] = [new FriendsPage(pageA), new FriendsPage(pageB)];
    await expect(friendsB.card(a.username)).toBeVisible();
    await friendsA
      .card(b.username)
      .getByRole('button', { name: `More actions for ${b.username}` })
      .click();
    await pageA.getByRole('menuitem', { name: 'Remove Friend' }).click();
    await friendsA
      .dialog(`Remove ${b.username} from your friends?`)
      .getByRole('button', { name: 'Remove Friend' })
      .click();
    await expect(friendsA.toast('Friend removed')).toBeVisible();
    await expect(friendsA.card(b.username)).toBeHidden();
    await pageB.reload();
    await expect(pageB.getByText('No friends yet')).toBeVisible();

    // No block: B finds A and asks again; A's search offers Accept, which needs no dialog.
    await friendsB.tab('Find').click();
    await friendsB.searchBox().fill(a.username);
    await pageB.getByRole('button', { name: `Add ${a.username} as a friend` }).click();
    await friendsB
      .dialog(`Add ${a.username} as a friend`)
      .getByRole('button', { name: 'Send Request' })
      .click();
    await expect(friendsB.toast('Friend request sent!')).toBeVisible();
    // B takes it back (A's Requests tab empties), then sends it again.
    await pageB.getByRole('button', { name: `Cancel your friend request to ${a.username}` }).click();
    await expect(friendsB.toast('Friend request cancelled')).toBeVisible();
    expect(await (await apiA.get('/api/friend-requests')).json()).toEqual([]);
    await pageB.getByRole('button', { name: `Add ${a.username} as a friend` }).click();
    await friendsB
      .dialog(`Add ${a.username} as a friend`)
      .getByRole('button', { name: 'Send Request' })
      .click();
    await expect(pageB.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
    await friendsA.tab('Find').click();
    await friendsA.searchBox().fill(b.username);
    await pageA.getByRole('button', { name: `Accept ${b.username}'s request` }).click();
    await expect(friendsA.toast('Friend request accepted!')).toBeVisible();
    await expect(pageA.getByRole('dialog')).toHaveCount(0);
    await friendsA.tab(/^Friends/).click();
    await expect(friendsA.card(b.username)).toBeVisible();

    expect(bad).toEqual([]);
    await Promise.all([ctxA.close(), ctxB.close()]);
  });
});
