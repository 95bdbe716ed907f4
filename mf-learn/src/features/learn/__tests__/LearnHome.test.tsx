import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LearnHome from '../../../app/routes/LearnHome';
import { renderScreen } from '../../../testing/render';
import type { LevelsResponse } from '../types';

function level(order: number, title: string, lessonCounts: number[]): LevelsResponse[number] {
  return {
    id: `level-${order}`, order, title, description: `${title} description`,
    mascotDescription: `Mascot for ${title}`, mascot: 'chef-chilli',
    tracks: [{
      id: `track-${order}`, letter: 'A', title: 'Track', description: 'd', mascot: 'chef-chilli', comingSoon: false,
      modules: lessonCounts.map((n, i) => ({ id: `m-${order}-${i}`, title: `M${i}`, description: 'd', level: 'beginner', lessonCount: n })),
    }],
  };
}

let responses: Array<() => Response>;
beforeEach(() => {
  responses = [];
  global.fetch = jest.fn(async () => (responses.shift() ?? (() => new Response('[]')))()) as typeof fetch;
});

describe('LearnHome (levels view)', () => {
  it('when levels load, then each shows its texts, 0/total and a progress bar, sorted by order', async () => {
    const body = [level(2, 'Home Cook', [4]), level(1, 'Kitchen Basics', [4, 4])];
    responses.push(() => new Response(JSON.stringify(body), { status: 200 }));
    renderScreen(<LearnHome />);
    expect(screen.getByText('Loading From Fork to Flame...')).toBeInTheDocument();

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Kitchen Basics', 'Home Cook']);
    const first = screen.getByTestId('level-card-1');
    expect(within(first).getByText('Mascot for Kitchen Basics')).toBeInTheDocument();
    expect(within(first).getByText('0/8 lessons')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Kitchen Basics progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(screen.getByTestId('level-card-2')).getByText(/Complete previous level/)).toBeInTheDocument();
    expect(within(first).queryByText(/Complete previous level/)).not.toBeInTheDocument();
    expect(String((global.fetch as jest.Mock).mock.calls[0][0].url)).toBe('http://localhost/api/levels');
  });

  it('when the call fails, then the error shows and Try again reloads', async () => {
    responses.push(() => new Response('{"error":"unavailable","message":"down"}', { status: 503 }));
    responses.push(() => new Response(JSON.stringify([level(1, 'Kitchen Basics', [4])]), { status: 200 }));
    renderScreen(<LearnHome />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('503: {"error":"unavailable","message":"down"}');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kitchen Basics' })).toBeInTheDocument();
  });

  it('when a locked level offers Skip with Quiz, then the quiz intro opens and Start Quiz closes it', async () => {
    responses.push(() => new Response(JSON.stringify([level(1, 'Kitchen Basics', [4]), level(2, 'Home Cook', [4])]), { status: 200 }));
    renderScreen(<LearnHome />);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip with Quiz' }));
    expect(screen.getByRole('dialog', { name: 'Skip to Home Cook?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
