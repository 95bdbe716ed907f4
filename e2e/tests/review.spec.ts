import { expect, test, type Page } from '@playwright/test';
import { authoredModule, LessonPlayerPage } from '../pages/learn';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { apiToken, createVerifiedLearner, signInAs } from '../support/learners';

const firstLesson = authoredModule('kitchen-safety-basics').lessons[0];
const quiz = firstLesson.content.quiz;
// The texts are packages/domain REVIEW_TEXTS (the e2e reads the page as a learner does).

/** The Review's test clock (a developer test page): the learner's review schedule as if `days` passed. */
async function daysPass(page: Page, days: number): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(page)}` };
  const res = await page.request.post('/api/test/review/advance', { headers, data: { days } });
  expect(res.status(), await res.text()).toBe(200);
}

async function dueNow(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(page)}` };
  return ((await (await page.request.get('/api/review', { headers })).json()) as { due: number }).due;
}

test.describe('review', () => {
  test('a question answered wrong comes back in Review the next day; answered right there, it is scheduled later and the due count drops', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, `/lesson/${firstLesson.id}`);

    // The lesson: the first question wrong, the others right.
    const player = new LessonPlayerPage(page);
    let missed = '';
    for (let asked = 0; asked < quiz.length; asked++) {
      await player.continueToQuestionOrEnd();
      const positions = await player.answerPositions(quiz);
      if (!missed) missed = await player.question();
      await player
        .options()
        .nth(asked === 0 ? positions.wrong : positions.correct)
        .click();
      await expect(player.feedback()).toContainText(asked === 0 ? 'Incorrect' : 'Correct');
    }
    await player.continueToQuestionOrEnd();
    await player.completeButton().click();
    await expect(player.summary()).toBeVisible();

    // The same day nothing is due yet.
    await page.goto('/');
    const entry = page.getByRole('region', { name: 'Review', exact: true });
    await expect(entry).toContainText('Nothing to review right now.');
    await expect(entry.getByRole('link')).toHaveCount(0);

    // The next day the missed question is due.
    await daysPass(page, 1);
    await page.goto('/');
    await expect(entry).toContainText('1 question to review');
    await expectNoSeriousAxeIssues(page);
    await entry.getByRole('link', { name: 'Start review' }).click();
    await expect(page).toHaveURL(/\/review$/);

    const review = new LessonPlayerPage(page);
    await expect(page.getByRole('radiogroup')).toBeVisible();
    expect(await review.question()).toBe(missed);
    await review
      .options()
      .nth((await review.answerPositions(quiz)).correct)
      .click();
    await expect(review.feedback()).toContainText('Correct');
    await expectNoSeriousAxeIssues(page);
    await page.getByRole('button', { name: 'Finish review' }).click();
    await expect(page.getByRole('heading', { name: 'Review done!' })).toBeVisible();

    // Answered right, it is scheduled later than the one day a miss waits: not due the day after either.
    await page.getByRole('link', { name: 'Back to Learn' }).last().click();
    // The review screen is gone once Learn shows (a screen left behind fails here, not as an
    // ambiguous "Review" region: "Review done!" is a region whose name also contains "Review").
    await expect(page.getByRole('heading', { name: 'Review done!' })).toHaveCount(0);
    await expect(entry).toContainText('Nothing to review right now.');
    await daysPass(page, 1);
    expect(await dueNow(page)).toBe(0);
  });
});
