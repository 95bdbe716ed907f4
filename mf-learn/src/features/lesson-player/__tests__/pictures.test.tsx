import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICTURE_IDS, type LessonResponse } from '@fff/contracts';
import { darkTheme, lightTheme } from '@fff/ui';
import { fakeApi } from '@fff/platform/testing';
import { ThemeProvider } from 'styled-components';
import { renderLearnApp } from '../../../testing/render';
import { lesson, OPTION_IDS, user } from '../../../testing/fixtures';
import { Picture } from '../pictures/Picture';

const PICTURES = ['cut-batonnet', 'cut-julienne', 'cut-rondelle'] as const;

/** The fixture lesson with a picture on its section and a picture question first. */
function pictureLesson(): LessonResponse {
  const base = lesson('knife-1', 2);
  const content = base.content as unknown as {
    core_content: { sections: Array<Record<string, unknown>> };
    quiz: Array<{ question: string; options: Array<{ id: string; text: string; picture?: string }> }>;
  };
  content.core_content.sections[0].picture = { id: 'knife-cuts', alt: 'Four classic cuts drawn to scale' };
  content.quiz[0] = {
    question: 'Which picture shows julienne?',
    options: ['Thick sticks', 'Thin matchsticks', 'Round coins'].map((text, o) => ({
      id: OPTION_IDS[o],
      text,
      picture: PICTURES[o],
    })),
  };
  return base;
}

async function continueTo(step: number) {
  while (!screen.queryByText(new RegExp(`^Step ${step} of`))) {
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }
}

beforeEach(() => sessionStorage.clear());

describe('lesson pictures', () => {
  it('when a section has a picture, then it shows as an image named by its text alternative', async () => {
    fakeApi({ 'GET /api/user': () => user(), 'GET /api/lessons/knife-1': () => pictureLesson() });
    renderLearnApp('/lesson/knife-1');
    await screen.findByText('Step 1 of 7');
    await continueTo(3);
    const img = screen.getByRole('img', { name: 'Four classic cuts drawn to scale' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).toHaveAttribute('data-picture', 'knife-cuts');
    expect(img).toHaveAttribute('viewBox');
  });

  it('when a question asks for a picture, then each option is its picture, named by its text, and a tap answers by its id', async () => {
    const calls = fakeApi({
      'GET /api/user': () => user(),
      'GET /api/lessons/knife-1': () => pictureLesson(),
      'POST /api/lessons/knife-1/answer': () => ({
        correct: true,
        correctOptionId: OPTION_IDS[1],
        feedback: 'Right: julienne is the thin matchstick.',
        hearts: 5,
        nextHeartAt: null,
      }),
    });
    renderLearnApp('/lesson/knife-1');
    await screen.findByText('Step 1 of 7');
    await continueTo(5);
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('data-picture'))).toEqual(['true', 'true', 'true']);
    PICTURES.forEach((id, i) => expect(options[i].querySelector(`svg[data-picture="${id}"]`)).not.toBeNull());
    expect(options[1]).toHaveAccessibleName(/Thin matchsticks/);
    await userEvent.click(options[1]);
    expect(await within(options[1]).findByText('Correct')).toBeInTheDocument();
    expect(calls.called('POST', '/api/lessons/knife-1/answer')[0].body).toEqual({
      questionIndex: 0,
      optionId: OPTION_IDS[1],
    });
  });

  it('when every picture is drawn in the light and the dark theme, then each is a scalable SVG with its label', () => {
    for (const theme of [lightTheme, darkTheme]) {
      const { unmount } = render(
        <ThemeProvider theme={theme}>
          {PICTURE_IDS.map((id) => (
            <Picture key={id} id={id} label={`picture ${id}`} />
          ))}
        </ThemeProvider>,
      );
      for (const id of PICTURE_IDS) {
        const svg = screen.getByRole('img', { name: `picture ${id}` });
        expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
        expect(svg.childElementCount).toBeGreaterThan(1);
      }
      unmount();
    }
  });
});
