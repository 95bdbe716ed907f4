import { expect, test } from '@playwright/test';
import { authoredModule, LessonPlayerPage } from '../pages/learn';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { apiToken, createVerifiedLearner, signInAs } from '../support/learners';

const firstLesson = authoredModule('kitchen-safety-basics').lessons[0];

interface Quests {
  quests: Array<{ id: string; done: boolean; reward: number }>;
}

test.describe('daily quests and achievements after a lesson', () => {
  test('a fresh learner passes a perfect lesson: Learn shows a quest done, its +25 is in the status bar, and First Bite pops up', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, `/lesson/${firstLesson.id}`);
    const player = new LessonPlayerPage(page);
    await player.answerAll(firstLesson.content.quiz, 'correct');
    await expect(
      player.summary().getByRole('heading', { name: 'Perfect score! Lesson passed' }),
    ).toBeVisible();

    await page.goto('/');
    // The day's three quests are the server's choice; a perfect lesson finishes the perfect-score or
    // streak quest, and at least one of the two is always among them.
    const headers = { Authorization: `Bearer ${await apiToken(page)}` };
    const today = (await (await page.request.get('/api/quests', { headers })).json()) as Quests;
    const done = today.quests.filter((q) => q.done);
    expect(done.length).toBeGreaterThanOrEqual(1);
    const card = page.getByRole('region', { name: `Daily Quests · ${done.length}/3` });
    await expect(card).toBeVisible();
    await expect(card.getByText(`+${done[0].reward}`).first()).toBeVisible();

    const { spiceStones } = (await (await page.request.get('/api/shop', { headers })).json()) as {
      spiceStones: number;
    };
    // 3 for the lesson's XP, the quests' rewards, and First Bite and Flawless Plate.
    expect(spiceStones).toBeGreaterThanOrEqual(3 + done.length * done[0].reward);
    await expect(page.getByRole('button', { name: `Spice Stones: ${spiceStones}` })).toBeVisible();
    await expect(page.getByTestId('achievement-popup')).toContainText('Achievement:');
    await expectNoSeriousAxeIssues(page);

    await page.goto('/profile');
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Unlocked First Bite');
    const awards = page.getByRole('list', { name: 'Achievements' });
    await expect(awards.getByRole('listitem').filter({ hasText: 'First Bite' })).toContainText('Unlocked');
  });
});
