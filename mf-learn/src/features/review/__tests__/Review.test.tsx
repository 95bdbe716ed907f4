import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ReviewSession as Session } from '@fff/contracts';
import { REVIEW_TEXTS, REVIEW_XP, reviewDueText, reviewXpText } from '@fff/domain/learning';
import { fakeApi } from '@fff/platform/testing';
import LearnHome from '../../../app/routes/LearnHome';
import ReviewRoute from '../../../app/routes/ReviewRoute';
import { level, mod, track, user } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';

const levels = () => [level(1, 'Prep School', [track('l1-a', 'A', [mod('safety', 4)])])];
const ID = 'a'.repeat(24);
const session = (): Session => ({
  id: ID,
  completed: false,
  xpReward: REVIEW_XP,
  answers: [],
  items: [
    {
      lessonId: 'safe-temps',
      lessonTitle: 'Safe Temperatures',
      question: 'Which temperature keeps cooked chicken safe?',
      options: [
        { id: 'bbbbbbbbbbbb', text: '165 °F (74 °C)' },
        { id: 'cccccccccccc', text: '120 °F (49 °C)' },
      ],
    },
  ],
});

const renderApp = (path: string) =>
  renderScreen(
    <Routes>
      <Route path="/" element={<LearnHome />} />
      <Route path="/review" element={<ReviewRoute />} />
    </Routes>,
    path,
  );

describe('Review entry on Learn', () => {
  it('when questions are due, then Learn says how many and opens the review', async () => {
    fakeApi({
      'GET /api/levels': levels,
      'GET /api/user': () => user(),
      'GET /api/review': () => ({ due: 3 }),
    });
    renderApp('/');
    const entry = await screen.findByRole('region', { name: REVIEW_TEXTS.entryHeading }, { timeout: 5000 });
    expect(within(entry).getByText(reviewDueText(3))).toBeInTheDocument();
    await userEvent.click(within(entry).getByRole('link', { name: REVIEW_TEXTS.start }));
    expect(screen.getByTestId('location')).toHaveTextContent('/review');
  });

  it('when nothing is due, then Learn says so and offers no way in', async () => {
    fakeApi({
      'GET /api/levels': levels,
      'GET /api/user': () => user(),
      'GET /api/review': () => ({ due: 0 }),
    });
    renderApp('/');
    const entry = await screen.findByRole('region', { name: REVIEW_TEXTS.entryHeading }, { timeout: 5000 });
    expect(within(entry).getByText(REVIEW_TEXTS.nothingDue)).toBeInTheDocument();
    expect(within(entry).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Review session', () => {
  it('when a question is answered by option id and the review finished, then the reward the server paid shows', async () => {
    const api = fakeApi({
      'GET /api/user': () => user(),
      'POST /api/review/sessions': session,
      [`POST /api/review/sessions/${ID}/answer`]: () => ({
        correct: true,
        correctOptionId: 'bbbbbbbbbbbb',
        feedback: 'Right: 165 °F kills salmonella at once.',
        nextReviewAt: '2026-03-06T09:00:00.000Z',
      }),
      [`POST /api/review/sessions/${ID}/complete`]: () => ({
        correctAnswers: 1,
        totalQuestions: 1,
        xpEarned: REVIEW_XP,
        streak: 1,
        due: 0,
      }),
    });
    renderApp('/review');
    await userEvent.click(await screen.findByRole('radio', { name: /165 °F/ }));
    expect(await screen.findByText('Right: 165 °F kills salmonella at once.')).toBeInTheDocument();
    expect(api.called('POST', `/api/review/sessions/${ID}/answer`)[0].body).toEqual({
      questionIndex: 0,
      optionId: 'bbbbbbbbbbbb',
    });
    await userEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.finish }));
    expect(await screen.findByRole('heading', { name: REVIEW_TEXTS.doneHeading })).toBeInTheDocument();
    expect(screen.getByText(reviewXpText(REVIEW_XP))).toBeInTheDocument();
  });

  it("when nothing is due, then the server's sentence shows", async () => {
    fakeApi({
      'GET /api/user': () => user(),
      'POST /api/review/sessions': () => ({
        status: 409,
        body: { error: 'nothing_due', message: REVIEW_TEXTS.nothingDueError },
      }),
    });
    renderApp('/review');
    expect(await screen.findByText(REVIEW_TEXTS.nothingDueError)).toBeInTheDocument();
  });
});
