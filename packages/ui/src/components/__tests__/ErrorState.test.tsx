import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ErrorState } from '../ErrorState';
import { lightTheme } from '../../theme/theme';

describe('ErrorState', () => {
  it('when shown, then it says what happened, what still works and offers Try again', async () => {
    const retry = jest.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <ErrorState title="We couldn't load your lessons" stillWorks="Your progress is safe." onRetry={retry}>
          The lessons kitchen is not answering.
        </ErrorState>
      </ThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your lessons");
    expect(alert).toHaveTextContent('The lessons kitchen is not answering.');
    expect(alert).toHaveTextContent('Your progress is safe.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('when a retry is under way, then the button waits', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <ErrorState title="Oops" onRetry={() => undefined} retrying />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
  });
});
