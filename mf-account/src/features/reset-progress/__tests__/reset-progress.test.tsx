import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import ResetProgressScreen from '../../../app/routes/ResetProgressScreen';

const render = () => renderWithProviders(<ResetProgressScreen />, { signedIn: true });

describe('Reset Progress', () => {
  it('when a service still has to finish, then Reset Started shows the server message', async () => {
    const message =
      'Your reset has started. A part of the app is busy, so it will finish within a few minutes.';
    fakeApi({
      'POST /api/user/reset-progress': () => ({
        status: 202,
        body: {
          success: true,
          message,
          operationId: 'op-12345678',
          categories: ['social'],
          completed: false,
        },
      }),
    });
    const { store } = render();
    await userEvent.click(screen.getByRole('checkbox', { name: /Social Connections/ }));
    await userEvent.type(screen.getByLabelText('Type "reset my progress" to confirm'), 'reset my progress');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Selected' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Reset Started',
        description: message,
      }),
    );
  });

  it('when shown, then the five categories are listed and the dangerous ones say so', () => {
    fakeApi({});
    render();
    for (const name of ['Learning Progress', 'Achievements', 'Currency']) {
      expect(screen.getByRole('checkbox', { name: new RegExp(`${name} Dangerous`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: /^Social Connections/ })).not.toHaveAccessibleName(
      /Dangerous/,
    );
    expect(screen.getByRole('checkbox', { name: /^Character/ })).not.toHaveAccessibleName(/Dangerous/);
  });

  it.each([
    [
      'nothing is chosen',
      [],
      'reset my progress',
      'No Options Selected',
      'Please select at least one item to reset',
    ],
    [
      'the phrase is wrong',
      [/Character/],
      'reset progress',
      'Confirmation Required',
      'Please type "reset my progress" to confirm.',
    ],
  ])('when %s, then %s shows and nothing is sent', async (_case, boxes, phrase, title, description) => {
    const api = fakeApi({});
    const { store } = render();
    for (const name of boxes) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.type(screen.getByLabelText('Type "reset my progress" to confirm'), phrase);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Selected' }));
    expect(selectToasts(store.getState())[0]).toMatchObject({ title, description });
    expect(api.calls).toHaveLength(0);
  });

  it('when the server fails and the learner retries, then both requests carry one operation id; success resets the form', async () => {
    let fail = true;
    const api = fakeApi({
      'POST /api/user/reset-progress': (call) =>
        fail
          ? { status: 503, body: { error: 'x', message: 'Try again' } }
          : {
              body: {
                success: true,
                message: 'Your progress has been reset.',
                operationId: (call.body as { operationId: string }).operationId,
                categories: ['progress'],
                completed: true,
              },
            },
    });
    const { store } = render();
    await userEvent.click(screen.getByRole('checkbox', { name: /Learning Progress/ }));
    await userEvent.type(screen.getByLabelText('Type "reset my progress" to confirm'), 'RESET My Progress');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Selected' }));
    await waitFor(() => expect(selectToasts(store.getState())[0]?.title).toBe('Reset Failed'));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reset Selected' }));
    await waitFor(() => expect(selectToasts(store.getState())[0]?.title).toBe('Progress Reset'));
    const sent = api
      .called('POST', '/api/user/reset-progress')
      .map((c) => c.body as { operationId: string; categories: string[]; confirmation: string });
    expect(sent).toHaveLength(2);
    expect(sent[0].operationId).toBe(sent[1].operationId);
    expect(sent[0]).toMatchObject({ categories: ['progress'], confirmation: 'RESET My Progress' });
    expect(screen.getByRole('checkbox', { name: /Learning Progress/ })).not.toBeChecked();
  });
});
