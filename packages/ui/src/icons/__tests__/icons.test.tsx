import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import * as chromeIcons from '../icons';
import * as screenIcons from '../screen-icons';
import { LeagueIcon, StreakIcon } from '../icons';

describe('product icons', () => {
  it('when used alone, then each icon is an svg image named by its default name', () => {
    const all = [...Object.values(chromeIcons), ...Object.values(screenIcons)];
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

  it('when the two entries are read, then no icon name is exported twice', () => {
    const names = [...Object.keys(chromeIcons), ...Object.keys(screenIcons)];
    expect(new Set(names).size).toBe(names.length);
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
