import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_TEXT } from '@fff/domain/help';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import { FeedbackForm } from '../components/FeedbackForm';

const submitButton = () => screen.getByRole('button', { name: /Send Feedback|Submitting/ });

describe('feedback form', () => {
  it('when a type and a message are given, then it sends them trimmed, shows Submitting... and then Feedback Submitted', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const api = fakeApi({
      'POST /api/feedback': async () => {
        await gate;
        return { status: 201, body: { success: true, id: '1' } };
      },
    });
    const { store } = renderWithProviders(<FeedbackForm />, { signedIn: true });
    expect(submitButton()).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Feedback type'), 'bug');
    expect(submitButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your message'), '   ');
    expect(submitButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your message'), 'The timer skips  ');
    await userEvent.click(submitButton());
    expect(screen.getByRole('button', { name: FEEDBACK_TEXT.submitting })).toBeDisabled();
    expect(screen.getByLabelText('Your message')).toBeDisabled();
    expect(screen.getByLabelText('Feedback type')).toBeDisabled();
    release();
    await waitFor(() => expect(selectToasts(store.getState())[0]?.title).toBe(FEEDBACK_TEXT.successTitle));
    expect(api.called('POST', '/api/feedback')[0].body).toEqual({ type: 'bug', message: 'The timer skips' });
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('when sending fails, then the spec error shows and the message is kept', async () => {
    fakeApi({ 'POST /api/feedback': () => ({ status: 500, body: { error: 'internal', message: 'x' } }) });
    const { store } = renderWithProviders(<FeedbackForm />, { signedIn: true });
    await userEvent.selectOptions(screen.getByLabelText('Feedback type'), 'feature');
    await userEvent.type(screen.getByLabelText('Your message'), 'Dark mode for recipes');
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Error',
        description: FEEDBACK_TEXT.failedBody,
      }),
    );
    expect(screen.getByLabelText('Your message')).toHaveValue('Dark mode for recipes');
  });

  it('when Report Issue asks for a type, then that type is chosen and the message is focused', async () => {
    fakeApi({});
    renderWithProviders(<FeedbackForm request={{ id: 1, type: 'bug' }} />, { signedIn: true });
    expect(screen.getByLabelText('Feedback type')).toHaveValue('bug');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
  });
});
