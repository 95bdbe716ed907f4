import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** An authored lesson's quiz, read from the seeded content (the API never sends answers). */
export interface AuthoredQuiz {
  question: string;
  options: string[];
  correct: number;
}

/** The authored module file from svc-learning/content. */
export function authoredModule(id: string): {
  id: string;
  title: string;
  lessons: Array<{ id: string; title: string; content: { quiz: AuthoredQuiz[] } }>;
} {
  const file = path.resolve(__dirname, '..', '..', 'svc-learning', 'content', 'modules', `${id}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The Learn drill-down (levels → tracks → modules → lessons). */
export class LearnPage {
  constructor(readonly page: Page) {}

  /** The title button of a card in the current view (levels, tracks, modules or lessons). */
  card(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 2 }).getByRole('button', { name });
  }

  cardContainer(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async open(...names: Array<string | RegExp>): Promise<void> {
    for (const name of names) await this.card(name).click();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  toast(): Locator {
    return this.page.getByRole('region', { name: /notifications/i });
  }

  /** Hearts as the shell's status bar shows them (aria-label 'Hearts: N of 5'), if it is there. */
  heartsButton(): Locator {
    return this.page.locator('[data-stat="hearts"]');
  }
}

/** The full-screen lesson player. */
export class LessonPlayerPage {
  constructor(readonly page: Page) {}

  stepText(): Locator {
    return this.page.getByText(/^Step \d+ of \d+$/);
  }

  continueButton(): Locator {
    return this.page.getByRole('button', { name: 'Continue' });
  }

  completeButton(): Locator {
    return this.page.getByRole('button', { name: 'Complete Lesson' });
  }

  options(): Locator {
    return this.page.getByRole('radiogroup').getByRole('radio');
  }

  feedback(): Locator {
    return this.page.getByRole('status', { name: 'Answer feedback' });
  }

  /** Continues until a quiz question (or the last step) is on screen. */
  async continueToQuestionOrEnd(): Promise<void> {
    for (let i = 0; i < 30; i++) {
      if (await this.page.getByRole('radiogroup').isVisible()) {
        const answered = await this.options().first().getAttribute('aria-disabled');
        if (answered !== 'true') return;
      }
      if (await this.completeButton().isVisible()) return;
      if (await this.outOfHearts().isVisible()) return; // no Continue while the quiz waits for a heart
      await this.continueButton().click();
    }
    throw new Error('The lesson never reached a question or its end');
  }

  /** The score summary shown after 'Complete Lesson'. */
  summary(): Locator {
    return this.page.getByRole('region', { name: 'Lesson summary' });
  }

  /** The out-of-hearts notice of a quiz step. */
  outOfHearts(): Locator {
    return this.page.getByRole('alert').filter({ hasText: "You're out of hearts" });
  }

  /**
   * Answers every question right or wrong, then presses Complete Lesson (stops early, without
   * completing, when the hearts run out).
   */
  async answerAll(quiz: AuthoredQuiz[], pick: 'correct' | 'wrong'): Promise<void> {
    for (let i = 0; i < 30; i++) {
      await this.continueToQuestionOrEnd();
      if (await this.completeButton().isVisible()) {
        await this.completeButton().click();
        return;
      }
      if ((await this.options().first().getAttribute('aria-disabled')) === 'true') return; // out of hearts
      const index = (await this.answerPositions(quiz))[pick];
      await this.options().nth(index).click();
      await expect(this.options().nth(index)).toHaveAttribute('aria-checked', 'true');
    }
    throw new Error('The lesson never ended');
  }

  /**
   * Where the right option and a wrong one sit on screen for the current question. The server
   * shuffles the options for every attempt, so they are found by their text, never by the authored
   * position.
   */
  async answerPositions(quiz: AuthoredQuiz[]): Promise<{ correct: number; wrong: number }> {
    const authored = answerFor(quiz, await this.question());
    // A text option shows its text; a picture option is named by it (the picture's text alternative).
    const shown = await this.options().evaluateAll((els) =>
      els.map((el) => (el.getAttribute('aria-label') ?? el.querySelector('.text')?.textContent ?? '').trim()),
    );
    const correct = shown.indexOf(authored.correct);
    expect(correct, `the right option "${authored.correct}" on screen`).toBeGreaterThanOrEqual(0);
    return { correct, wrong: correct === 0 ? 1 : 0 };
  }

  /** The question text of the current quiz step. */
  async question(): Promise<string> {
    return (
      await this.page
        .getByRole('radiogroup')
        .getAttribute('aria-labelledby')
        .then((id) => this.page.locator(`[id="${id}"]`).innerText())
    ).trim();
  }
}

/** The text of the right option for `question` in an authored quiz. */
function answerFor(quiz: AuthoredQuiz[], question: string): { correct: string } {
  const q = quiz.find((item) => item.question.trim() === question);
  expect(q, `question "${question}" in the content`).toBeTruthy();
  return { correct: q!.options[q!.correct].trim() };
}
