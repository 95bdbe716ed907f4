import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLearnApp } from '../../../testing/render';
import { fakeApi } from '@fff/platform/testing';
import { level, mod, moduleLessons, track, user } from '../../../testing/fixtures';

const curriculum = () => [
  level(1, 'Prep School', [
    track('l1-a', 'A', [
      mod('safety', 2, { completedLessons: 2, totalLessons: 2, level: 'beginner' }),
      mod('temps', 3, { level: 'intermediate' }),
      mod('safety', 2), // duplicate id: shown once
      mod('fire', 2, { level: 'advanced', unlocked: false }),
      mod('empty', 0, { unlocked: false }),
    ]),
    track('l1-b', 'B', [mod('later', 2)], { comingSoon: true }),
  ]),
];

function api() {
  return fakeApi({
    'GET /api/levels': curriculum,
    'GET /api/user': () => user(),
    'GET /api/modules/temps/lessons': () => moduleLessons('temps', ['complete', 'start', 'locked']),
  });
}

describe('Learn drill-down', () => {
  it('when a level is opened, then its tracks show letter, title, description, module count and progress, and the URL keeps the view', async () => {
    api();
    renderLearnApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Prep School' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?level=level-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Prep School' })).toBeInTheDocument();
    const a = screen.getByTestId('track-card-A');
    expect(a).toHaveTextContent('A');
    expect(a).toHaveTextContent('Track l1-a description');
    expect(a).toHaveTextContent('4 modules · 2/7 lessons');
    expect(within(a).getByRole('progressbar', { name: 'Track l1-a progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(within(screen.getByTestId('track-card-B')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(a).queryByText('Coming Soon')).not.toBeInTheDocument();
  });

  it('when a Coming Soon track is opened, then the new-content Coming Soon dialog shows and the view stays', async () => {
    api();
    renderLearnApp('/?level=level-1');
    await userEvent.click(await screen.findByRole('button', { name: /Track l1-b/ }));
    expect(screen.getByRole('dialog', { name: 'Track l1-b: Coming Soon' })).toHaveTextContent(
      'Our chefs are still writing this track.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/?level=level-1');
  });

  it('when a track of a locked level is opened by its address, then the dialog says the level opens it, not that it is unwritten', async () => {
    fakeApi({
      'GET /api/levels': () => [
        ...curriculum(),
        level(
          2,
          'Flavor Lab',
          [track('l2-a', 'A', [mod('salt', 3, { unlocked: false })], { unlocked: false })],
          {
            unlocked: false,
          },
        ),
      ],
      'GET /api/user': () => user(),
    });
    renderLearnApp('/?level=level-2');
    await userEvent.click(await screen.findByRole('button', { name: /Track l2-a/ }));
    const dialog = screen.getByRole('dialog', { name: 'Track l2-a: Coming Soon' });
    expect(dialog).toHaveTextContent('complete the previous level to unlock it');
    expect(dialog).not.toHaveTextContent('still writing');
  });

  it('when a track is opened, then modules are de-duplicated with level icons, counts and the lock rule', async () => {
    api();
    renderLearnApp('/?level=level-1');
    await userEvent.click(await screen.findByRole('button', { name: /Track l1-a/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?level=level-1&track=l1-a');
    const list = screen.getByRole('list', { name: 'Modules' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      screen.getByTestId('module-card-safety').querySelector('svg[data-icon="Beginner"]'),
    ).not.toBeNull();
    expect(screen.getByTestId('module-card-safety')).toHaveTextContent(
      'Beginner · 2 lessons · 2/2 completed',
    );
    // The server's flags decide: temps (after a complete module) open, fire (after an incomplete one) locked.
    expect(screen.getByTestId('module-card-temps')).toHaveTextContent(
      'Intermediate · 3 lessons · 0/3 completed',
    );
    expect(
      within(screen.getByTestId('module-card-temps')).queryByText(/Complete previous module/),
    ).not.toBeInTheDocument();
    const fire = screen.getByTestId('module-card-fire');
    expect(fire).toHaveTextContent('Complete previous module');
    expect(within(fire).getByRole('button', { name: 'Module fire' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByTestId('module-card-empty')).toHaveTextContent('Beginner · 0 lessons');
  });

  it('when a locked module is pressed, then nothing opens', async () => {
    api();
    renderLearnApp('/?level=level-1&track=l1-a');
    await userEvent.click(await screen.findByRole('button', { name: 'Module fire' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?level=level-1&track=l1-a');
  });

  it('when a module is opened, then the lesson path shows numbers, texts and Complete/Start/Locked', async () => {
    api();
    renderLearnApp('/?level=level-1&track=l1-a');
    await userEvent.click(await screen.findByRole('button', { name: 'Module temps' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?level=level-1&track=l1-a&module=temps');
    const first = await screen.findByTestId('lesson-card-1');
    expect(first).toHaveTextContent('Lesson 1 title');
    expect(first).toHaveTextContent('Lesson 1 description');
    expect(first).toHaveTextContent('Outcome 1');
    expect(first).toHaveTextContent('Complete');
    expect(screen.getByTestId('lesson-card-2')).toHaveTextContent('Start');
    expect(screen.getByTestId('lesson-card-3')).toHaveTextContent('Locked');
    await userEvent.click(within(screen.getByTestId('lesson-card-3')).getByRole('button'));
    expect(screen.getByTestId('location')).toHaveTextContent('module=temps');
  });

  it('when Back is pressed on each view, then it moves one view up', async () => {
    api();
    renderLearnApp('/?level=level-1&track=l1-a&module=temps');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Track l1-a' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?level=level-1&track=l1-a$/);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Prep School' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?level=level-1$/);
    await userEvent.click(screen.getByRole('link', { name: 'Back to levels' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('when only the module is in the URL (return from a lesson), then its lesson path opens with the right back link', async () => {
    api();
    renderLearnApp('/?module=temps');
    expect(await screen.findByTestId('lesson-card-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Track l1-a' })).toHaveAttribute(
      'href',
      '/?level=level-1&track=l1-a',
    );
  });
});

describe('Empty module toast', () => {
  it('when an open module has no lessons, then No Lessons Yet! shows for 4 seconds and the view stays', async () => {
    fakeApi({
      'GET /api/levels': () => [level(1, 'Prep School', [track('l1-a', 'A', [mod('empty', 0)])])],
      'GET /api/user': () => user(),
    });
    const { store } = renderLearnApp('/?level=level-1&track=l1-a');
    await userEvent.click(await screen.findByRole('button', { name: 'Module empty' }));
    expect(store.getState().toast.items).toEqual([
      expect.objectContaining({
        title: 'No Lessons Yet!',
        description: 'This module has no lessons added yet. Lessons will be added manually.',
        durationMs: 4000,
      }),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?level=level-1&track=l1-a$/);
  });
});
