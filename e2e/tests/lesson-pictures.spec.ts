import { expect, test } from '@playwright/test';
import { authoredModule, LessonPlayerPage } from '../pages/learn';
import { createVerifiedDeveloper, signInAs } from '../support/learners';

const lesson = authoredModule('basic-knife-cuts').lessons.find((l) => l.id === 'basic-knife-cuts-3')!;
const sections = (
  lesson.content as unknown as { core_content: { sections: Array<{ picture?: { alt: string } }> } }
).core_content.sections;
const sectionPicture = sections.find((s) => s.picture)!.picture!;

test.describe('lesson pictures', () => {
  test('when a learner reaches a section picture and a picture question, then the picture is named by its text alternative and choosing the right picture is marked correct', async ({
    page,
  }) => {
    // A developer can open any lesson directly; the lesson itself is what is under test.
    const dev = await createVerifiedDeveloper(page.request);
    await signInAs(page, dev, `/lesson/${lesson.id}`);
    const player = new LessonPlayerPage(page);
    await expect(player.stepText()).toHaveText(/^Step 1 of/);

    const figure = page.getByRole('img', { name: sectionPicture.alt });
    for (let i = 0; i < 6 && !(await figure.isVisible()); i++) await player.continueButton().click();
    await expect(figure).toBeVisible();
    const box = await figure.boundingBox();
    expect(box!.width).toBeGreaterThan(200);

    await player.continueToQuestionOrEnd();
    await expect(player.options().first()).toHaveAttribute('data-picture', 'true');
    await expect(player.options().first().locator('svg')).toBeVisible();
    const { correct } = await player.answerPositions(lesson.content.quiz);
    await player.options().nth(correct).click();
    await expect(player.options().nth(correct)).toContainText('Correct');
    await expect(player.feedback()).toContainText('Correct!');
  });
});
