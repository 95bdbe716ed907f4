import { levelUpAchievement } from '@fff/domain/learning';
import { themeBonusText } from '@fff/domain/social';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompleteLessonResponse } from '@fff/contracts';
import type { AppStore } from '@fff/platform';
import { renderLearnApp } from '../../../testing/render';
import { fakeApi } from '@fff/platform/testing';
import { lesson, OPTION_IDS, user } from '../../../testing/fixtures';
import type { LessonResponse } from '@fff/contracts';

const CORRECT = 2; // 'Gamma' is right in every test question
const CORRECT_ID = OPTION_IDS[CORRECT];

function api(extra: Record<string, (c: { body: unknown }) => unknown> = {}, hearts = 5) {
  let h = hearts;
  return fakeApi({
    'GET /api/user': () => user({ hearts: h }),
    'GET /api/lessons/knife-1': () => lesson('knife-1', 2),
    'POST /api/lessons/knife-1/answer': ({ body }) => {
      const { optionId } = body as { optionId: string };
      const correct = optionId === CORRECT_ID;
      if (!correct) h -= 1;
      return {
        correct,
        correctOptionId: CORRECT_ID,
        feedback: correct ? 'Right, gamma.' : 'No, gamma is right.',
        hearts: h,
        nextHeartAt: null,
      };
    },
    'POST /api/lessons/knife-1/complete': () => outcome(),
    ...extra,
  });
}

/** A completion answer as svc-learning sends it (a perfect first pass unless told). */
function outcome(extra: Partial<CompleteLessonResponse> = {}): CompleteLessonResponse {
  return {
    passed: true,
    passPercent: 60,
    correctAnswers: 2,
    totalQuestions: 2,
    xpEarned: 15,
    score: 100,
    leveledUp: false,
    newLevel: 2,
    spiceStonesEarned: 3,
    levelUpSpiceStones: 0,
    streak: 1,
    streakMilestone: null,
    alreadyCompleted: false,
    hearts: 5,
    nextHeartAt: null,
    ...extra,
  };
}

/** Answers both questions (`right` of them correctly, the first ones) and presses Complete Lesson. */
async function answerAndComplete(right: number) {
  await screen.findByText('Step 1 of 7');
  await continueTo(5);
  await userEvent.click(screen.getAllByRole('radio')[right >= 1 ? CORRECT : 0]);
  await continueTo(6);
  await userEvent.click(screen.getAllByRole('radio')[right >= 2 ? CORRECT : 0]);
  await continueTo(7);
  await userEvent.click(screen.getByRole('button', { name: 'Complete Lesson' }));
}

beforeEach(() => sessionStorage.clear());

/** Presses Continue with the keyboard until the given step shows. */
async function continueTo(step: number) {
  while (!screen.queryByText(new RegExp(`^Step ${step} of`))) {
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    await userEvent.keyboard('{Enter}');
  }
}

describe('Lesson player', () => {
  it('when a lesson opens, then it shows Back to Learn, Step 1 of 7, a progress bar and the intro', async () => {
    api();
    renderLearnApp('/lesson/knife-1');
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Learn/ })).toHaveAttribute('href', '/?module=knives');
    expect(screen.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByText('Hola, cook!')).toBeInTheDocument();
    await continueTo(2);
    expect(screen.getByRole('heading', { name: 'Tools of the trade' })).toHaveFocus();
    await continueTo(3);
    expect(screen.getByRole('heading', { name: 'The claw grip' })).toBeInTheDocument();
    await continueTo(4);
    expect(screen.getByRole('heading', { name: 'Cutting zone' })).toBeInTheDocument();
  });

  it('when a quiz step is unanswered, then Continue waits; an answer by keyboard locks the options and shows icon, text and feedback', async () => {
    const calls = api();
    renderLearnApp('/lesson/knife-1');
    await screen.findByText('Step 1 of 7');
    await continueTo(5);
    expect(screen.getByText('Select an answer to continue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    const group = screen.getByRole('radiogroup', { name: 'Question 1?' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.tabIndex)).toEqual([0, -1, -1]);
    options[0].focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(options[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}'); // wraps to the first
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard(' '); // Space answers (wrong)

    expect(await within(options[0]).findByText('Incorrect')).toBeInTheDocument();
    expect(within(options[2]).getByText('Correct')).toBeInTheDocument();
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    expect(options[0]).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status', { name: 'Answer feedback' })).toHaveTextContent(
      'Incorrect.No, gamma is right.',
    );
    expect(calls.called('POST', '/api/lessons/knife-1/answer')[0].body).toEqual({
      questionIndex: 0,
      optionId: OPTION_IDS[0],
    });
    // The answer's reply carries the hearts: the user is not fetched again, no heart call follows.
    expect(await screen.findByLabelText('4 hearts left')).toBeInTheDocument();
    expect(calls.called('GET', '/api/user')).toHaveLength(1);
    expect(calls.called('POST', '/api/hearts/lose')).toHaveLength(0);

    await userEvent.click(options[1]); // locked: no second answer
    expect(calls.called('POST', '/api/lessons/knife-1/answer')).toHaveLength(1);
    expect(screen.queryByText('Select an answer to continue')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('when the learner has no hearts, then the quiz pauses, says when the next heart arrives and offers the ways out with no footer', async () => {
    const next = new Date(Date.now() + 25 * 60_000).toISOString();
    api({
      'POST /api/lessons/knife-1/answer': () => ({
        status: 403,
        body: { error: 'no_hearts', message: 'No hearts', nextHeartAt: next },
      }),
    });
    renderLearnApp('/lesson/knife-1');
    await screen.findByText('Step 1 of 7');
    await continueTo(5);
    await userEvent.click(screen.getAllByRole('radio')[CORRECT]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You're out of hearts");
    expect(alert).toHaveTextContent(/next heart arrives in 2[45] minutes/);
    expect(alert).toHaveTextContent('the quiz goes on by itself when the heart arrives');
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-disabled', 'true');
    // No misleading footer: no 'Select an answer to continue' over a disabled button.
    expect(screen.queryByText('Select an answer to continue')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Learn' })).toHaveAttribute(
      'href',
      '/?module=knives',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Review the lesson' }));
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('when the learner waits out of hearts, then the quiz goes on by itself once the next heart arrives', async () => {
    let hearts = 0;
    const next = new Date(Date.now() + 200).toISOString();
    api({
      'GET /api/user': () => user({ hearts, nextHeartAt: hearts ? null : next }),
      'POST /api/lessons/knife-1/answer': () => ({
        status: 403,
        body: { error: 'no_hearts', message: 'No hearts', nextHeartAt: next },
      }),
    });
    renderLearnApp('/lesson/knife-1');
    await screen.findByText('Step 1 of 7');
    await continueTo(5);
    expect(await screen.findByText("You're out of hearts 💔")).toBeInTheDocument();
    hearts = 1; // the heart regenerates on the server
    await waitFor(() => expect(screen.queryByText("You're out of hearts 💔")).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(screen.getAllByRole('radio')[0]).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Select an answer to continue')).toBeInTheDocument();
  });

  it('when a replay of a lesson passed before falls below the pass mark, then the summary says the lesson stays complete', async () => {
    api({
      'GET /api/lessons/knife-1': () => lesson('knife-1', 2, { answers: [], completed: false }),
      'POST /api/lessons/knife-1/complete': () =>
        outcome({ passed: false, alreadyCompleted: true, correctAnswers: 0, score: 0, xpEarned: 0 }),
    });
    renderLearnApp('/lesson/knife-1');
    await answerAndComplete(0);
    const summary = await screen.findByRole('region', { name: 'Lesson summary' });
    expect(within(summary).getByRole('heading', { name: 'Not passed yet' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('You passed this lesson before, so it stays complete');
    expect(summary).not.toHaveTextContent('stays locked');
  });

  it('when a replay passes again, then the toast says replays earn no XP instead of "You earned 0 XP!"', async () => {
    api({
      'GET /api/lessons/knife-1': () => lesson('knife-1', 2, { answers: [], completed: false }),
      'POST /api/lessons/knife-1/complete': () =>
        outcome({ passed: true, alreadyCompleted: true, correctAnswers: 2, score: 100, xpEarned: 0 }),
    });
    const { store } = renderLearnApp('/lesson/knife-1');
    await answerAndComplete(2);
    await screen.findByRole('region', { name: 'Lesson summary' });
    await waitFor(() =>
      expect(store.getState().toast.items[0]).toEqual(
        expect.objectContaining({
          title: 'Lesson Complete!',
          description: 'Practice round done: replays earn no XP.',
        }),
      ),
    );
  });

  it('when the lesson does not exist, then the screen says so and offers Learn, not a Try again', async () => {
    api({
      'GET /api/lessons/knife-1': () => ({
        status: 404,
        body: { error: 'not_found', message: 'We could not find that lesson.' },
      }),
    });
    renderLearnApp('/lesson/knife-1');
    expect(await screen.findByText("We couldn't find this lesson")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Learn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/isn't answering/)).not.toBeInTheDocument();
  });

  it("when the lesson's module is still locked, then the screen names what opens it, as the server says", async () => {
    api({
      'GET /api/lessons/knife-1': () => ({
        status: 403,
        body: { error: 'locked', message: 'Complete the previous module first.' },
      }),
    });
    renderLearnApp('/lesson/knife-1');
    expect(await screen.findByText('This lesson is still locked')).toBeInTheDocument();
    expect(screen.getByText('Complete the previous module first.')).toBeInTheDocument();
  });

  it('when the page reloads mid-lesson, then answered questions stay locked and the saved step is restored', async () => {
    sessionStorage.setItem('fff:lesson-step:knife-1', '5');
    const attempt = {
      answers: [
        {
          questionIndex: 0,
          optionId: OPTION_IDS[1],
          correct: false,
          correctOptionId: CORRECT_ID,
          feedback: 'No, gamma is right.',
        },
      ],
      completed: false,
    };
    api({ 'GET /api/lessons/knife-1': () => lesson('knife-1', 2, attempt) });
    renderLearnApp('/lesson/knife-1');
    expect(await screen.findByText('Step 6 of 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 2?' })).toBeInTheDocument();
  });

  it('when the saved step is an answered question, then it shows locked with its feedback', async () => {
    sessionStorage.setItem('fff:lesson-step:knife-1', '4');
    const attempt = {
      answers: [
        {
          questionIndex: 0,
          optionId: OPTION_IDS[1],
          correct: false,
          correctOptionId: CORRECT_ID,
          feedback: 'No, gamma is right.',
        },
      ],
      completed: false,
    };
    const calls = api({ 'GET /api/lessons/knife-1': () => lesson('knife-1', 2, attempt) });
    renderLearnApp('/lesson/knife-1');
    expect(await screen.findByText('Step 5 of 7')).toBeInTheDocument();
    const options = screen.getAllByRole('radio');
    expect(options[1]).toHaveAttribute('aria-checked', 'true');
    expect(within(options[1]).getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Answer feedback' })).toHaveTextContent('No, gamma is right.');
    await userEvent.click(options[2]);
    expect(calls.called('POST', '/api/lessons/knife-1/answer')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('when the last step is completed, then the summary shows the credited figures, the toast, level-up and Chef Chilli, and Continue opens the lesson path', async () => {
    const calls = api({
      'POST /api/lessons/knife-1/complete': () =>
        outcome({
          leveledUp: true,
          newLevel: 3,
          spiceStonesEarned: 13,
          levelUpSpiceStones: 10,
          // What the quests and awards paid for this lesson: the summary adds it to the stones shown.
          bonusSpiceStones: 50,
          themeBonus: { name: 'Eggs-travaganza', factor: 2 },
          hearts: 4,
        }),
    });
    const dispatched: unknown[] = [];
    const spy = (store: AppStore) => {
      const original = store.dispatch;
      store.dispatch = ((action: unknown) => {
        dispatched.push(action);
        return original(action as Parameters<typeof original>[0]);
      }) as typeof store.dispatch;
    };
    const { store } = renderLearnApp('/lesson/knife-1', spy);
    await screen.findByText('Step 1 of 7');
    await continueTo(5);
    await userEvent.click(screen.getAllByRole('radio')[CORRECT]);
    await continueTo(6);
    // A new question starts with its first option as the one tab stop.
    expect(screen.getAllByRole('radio').map((o) => o.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.click(await screen.findByRole('radio', { name: /Gamma/ }));
    await continueTo(7);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    const summary = await screen.findByRole('region', { name: 'Lesson summary' });
    expect(within(summary).getByRole('heading', { name: 'Perfect score! Lesson passed' })).toHaveFocus();
    expect(summary).toHaveTextContent('Correct answers2 of 2 (100%)');
    expect(summary).toHaveTextContent('XP earned+15 XP');
    expect(summary).toHaveTextContent('Spice Stones earned+63');
    expect(summary).toHaveTextContent(themeBonusText('Eggs-travaganza', 2));
    expect(summary).toHaveTextContent('Hearts left4');
    expect(calls.called('POST', '/api/lessons/knife-1/complete')[0].body).toEqual({
      score: 100,
      xpEarned: 15,
    });
    expect(store.getState().toast.items[0]).toEqual(
      expect.objectContaining({ title: 'Lesson Complete!', description: 'You earned 15 XP!' }),
    );
    expect(dispatched).toContainEqual({ type: 'achievement/unlocked', payload: levelUpAchievement(3, 10) });
    expect(dispatched).toContainEqual({ type: 'mascot/reacted', payload: 'level_up' });
    expect(sessionStorage.getItem('fff:lesson-step:knife-1')).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?module=knives'));
  });

  it('when the score is below the pass mark, then the summary says so, pays nothing and Try Again starts a fresh attempt', async () => {
    let attempt: LessonResponse['attempt'] = { answers: [], completed: false };
    const calls = api({
      'GET /api/lessons/knife-1': () => lesson('knife-1', 2, attempt),
      'POST /api/lessons/knife-1/complete': () => {
        attempt = { ...attempt, completed: true };
        return outcome({
          passed: false,
          correctAnswers: 0,
          score: 0,
          xpEarned: 0,
          spiceStonesEarned: 0,
          hearts: 3,
        });
      },
      'POST /api/lessons/knife-1/restart': () => {
        attempt = { answers: [], completed: false };
        return attempt;
      },
    });
    const dispatched: unknown[] = [];
    const { store } = renderLearnApp('/lesson/knife-1', (st) => {
      const original = st.dispatch;
      st.dispatch = ((action: unknown) => {
        dispatched.push(action);
        return original(action as Parameters<typeof original>[0]);
      }) as typeof st.dispatch;
    });
    await answerAndComplete(0);
    const summary = await screen.findByRole('region', { name: 'Lesson summary' });
    expect(within(summary).getByRole('heading', { name: 'Not passed yet' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Correct answers0 of 2 (0%)');
    expect(summary).toHaveTextContent('XP earned+0 XP');
    expect(summary).toHaveTextContent('You need 2 of 2 right (60%) to pass.');
    expect(summary).toHaveTextContent('the next lesson stays locked until you pass');
    expect(within(summary).getByRole('link', { name: 'Back to Learn' })).toHaveAttribute(
      'href',
      '/?module=knives',
    );
    expect(store.getState().toast.items).toEqual([]);
    expect(dispatched.some((a) => (a as { type: string }).type === 'mascot/reacted')).toBe(false);
    await userEvent.click(within(summary).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(calls.called('POST', '/api/lessons/knife-1/restart')).toHaveLength(1);
    await continueTo(5);
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Select an answer to continue')).toBeInTheDocument();
  });

  it('when saving the completion fails, then the destructive Error toast shows and the player stays', async () => {
    api({
      'POST /api/lessons/knife-1/complete': () => ({
        status: 500,
        body: { error: 'internal', message: 'boom' },
      }),
    });
    const { store } = renderLearnApp('/lesson/knife-1');
    await screen.findByText('Step 1 of 7');
    sessionStorage.clear();
    await continueTo(5);
    await userEvent.click(screen.getAllByRole('radio')[CORRECT]);
    await continueTo(6);
    await userEvent.click(await screen.findByRole('radio', { name: /Gamma/ }));
    await continueTo(7);
    await userEvent.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    await waitFor(() =>
      expect(store.getState().toast.items[0]).toEqual(
        expect.objectContaining({
          title: 'Error',
          description: 'Failed to save lesson progress',
          variant: 'destructive',
        }),
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/lesson/knife-1');
  });

  it('when a completed lesson is opened again, then its attempt is restarted and read again so it can be replayed', async () => {
    let attempt: LessonResponse['attempt'] = {
      answers: [
        {
          questionIndex: 0,
          optionId: CORRECT_ID,
          correct: true,
          correctOptionId: CORRECT_ID,
          feedback: 'Right',
        },
      ],
      completed: true,
    };
    const calls = api({
      'GET /api/lessons/knife-1': () => lesson('knife-1', 2, attempt),
      'POST /api/lessons/knife-1/restart': () => {
        attempt = { answers: [], completed: false };
        return attempt;
      },
    });
    renderLearnApp('/lesson/knife-1');
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(calls.called('POST', '/api/lessons/knife-1/restart')).toHaveLength(1);
    // The new attempt has its own option order and ids, so the lesson is fetched again.
    expect(calls.called('GET', '/api/lessons/knife-1')).toHaveLength(2);
    await continueTo(5);
    expect(screen.getByText('Select an answer to continue')).toBeInTheDocument();
  });
});
