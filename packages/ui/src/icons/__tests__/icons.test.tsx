import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import * as icons from '../icons';
import { LeagueIcon, StreakIcon } from '../icons';

describe('product icons', () => {
  it('when used alone, then each icon is an svg image named by its default name', () => {
    const all = Object.values(icons);
    render(
      <>
        {all.map((Icon) => (
          <Icon key={Icon.iconName} />
        ))}
      </>,
    );
    for (const Icon of all) {
      const named = screen.getAllByRole('img', { name: Icon.iconName });
      expect(named[0].tagName.toLowerCase()).toBe('svg');
    }
  });

  it('when given a label, then that is its accessible name', () => {
    render(<StreakIcon label="3-day streak" />);
    expect(screen.getByRole('img', { name: '3-day streak' })).toBeInTheDocument();
  });

  it('when decorative, then it is hidden from assistive technology', () => {
    const { container } = render(
      <button type="button">
        <LeagueIcon decorative /> League
      </button>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button')).toHaveAccessibleName('League');
  });
});
