import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { InfoSummary } from '../InfoSummary';
import { lightTheme } from '../../theme/theme';

describe('InfoSummary', () => {
  it('when given a figure, lead, status, facts and note, then it shows them in that order', () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <InfoSummary figure="🌶️ 12" lead="Earned as you learn:" facts={['One', 'Two']} note="Soon.">
          <p role="status">Status line</p>
        </InfoSummary>
      </ThemeProvider>,
    );
    expect(container.textContent).toBe('🌶️ 12Earned as you learn:Status lineOneTwoSoon.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByRole('status')).toHaveTextContent('Status line');
  });

  it('when the figure has a label, then that is its accessible name; without facts there is no list', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <InfoSummary figure="❤️❤️" figureLabel="2 of 5 hearts" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: '2 of 5 hearts' })).toHaveTextContent('❤️❤️');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
