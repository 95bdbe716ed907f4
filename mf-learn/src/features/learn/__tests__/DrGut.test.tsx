import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { DR_GUT } from '@fff/domain/shared';
import { fakeApi } from '@fff/platform/testing';
import { renderLearnApp } from '../../../testing/render';
import { lesson, level, mod, track, user } from '../../../testing/fixtures';

// 'knives' is the module of the fixture lesson; its track is presented by Dr. Gut here.
const levels = () => [
  level(1, 'Prep School', [
    track('l1-healthy', 'A', [mod('knives', 2)], { mascot: 'dr-gut' }),
    track('l1-knife', 'B', [mod('cuts', 2)]),
  ]),
];

describe('Dr. Gut presents the nutrition lessons', () => {
  it("when a level's tracks are listed, then Dr. Gut's track shows his drawing with its text alternative and the others do not", async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user() });
    renderLearnApp('/?level=level-1');
    const healthy = await screen.findByTestId('track-card-A');
    expect(within(healthy).getByRole('img', { name: DR_GUT.alt })).toBeInTheDocument();
    expect(within(healthy).getByText(DR_GUT.presents)).toBeInTheDocument();
    expect(within(screen.getByTestId('track-card-B')).queryByTestId('dr-gut')).not.toBeInTheDocument();
  });

  it("when one of his track's lessons opens, then its intro shows Dr. Gut presenting it", async () => {
    fakeApi({
      'GET /api/levels': levels,
      'GET /api/user': () => user(),
      'GET /api/lessons/knife-1': () => lesson('knife-1', 2),
    });
    renderLearnApp('/lesson/knife-1');
    expect(await screen.findByRole('img', { name: DR_GUT.alt })).toBeInTheDocument();
    expect(screen.getByText(DR_GUT.presentsLesson)).toBeInTheDocument();
  });
});
