import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { IconButton, MascotButton } from '../RoundButtons';
import { CloseIcon } from '../../icons/icons';
import { lightTheme } from '../../theme/theme';

describe('round buttons', () => {
  it('when an icon button is pressed, then it is named by its label, its SVG is hidden and it acts', async () => {
    const close = jest.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <IconButton icon={CloseIcon} label="Close chat" onClick={close} />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Close chat' });
    expect(button.querySelector('svg[data-icon="Close"]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('when the mascot button shows, then it carries the Chef Chilli SVG and the name it is given', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <MascotButton aria-label="Chef Chilli, your kitchen mascot" />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Chef Chilli, your kitchen mascot' });
    expect(button.querySelector('svg[data-icon="Chef Chilli"]')).toBeInTheDocument();
    expect(button).toHaveAttribute('type', 'button');
  });
});
