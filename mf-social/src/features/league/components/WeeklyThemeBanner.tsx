// This week's theme with its bonus and the 'Changes in' countdown (rules in @fff/domain; the theme
// changes when the league week does, Sunday 00:00 UTC). The theme shown is svc-learning's answer, the
// service that pays its multiplier; the rotation of @fff/domain stands in until it answers.
import styled from 'styled-components';
import { formatCountdown, msUntilNextTheme, weeklyThemeAt } from '@fff/domain/social';
import { useGetLeagueWeeklyThemeQuery } from '../api/league-api';
import { useMinuteClock } from './use-countdown';

const Banner = styled.section`
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: #fff;
  h2 {
    font-size: 1.15rem;
    margin: 2px 0;
  }
  p {
    margin: 0;
  }
  small {
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-weight: 700;
    opacity: 0.9;
  }
`;

/** Weekly theme banner, refreshed every 60 s. */
export function WeeklyThemeBanner() {
  const now = useMinuteClock();
  const { data } = useGetLeagueWeeklyThemeQuery();
  const theme = data?.theme ?? weeklyThemeAt(now);
  return (
    <Banner aria-labelledby="weekly-theme-title">
      <small>Weekly theme</small>
      <h2 id="weekly-theme-title">{theme.name}</h2>
      <p>
        <strong>{theme.bonusLabel}</strong>
      </p>
      <p>{theme.bonus}</p>
      <p>
        <strong>Changes in</strong>{' '}
        {/* Drawn on the server a moment earlier, it may read a minute more: the hydrating client
            keeps that text (the clock redraws it) rather than throw the drawn page away. */}
        <span data-testid="theme-countdown" suppressHydrationWarning>
          {formatCountdown(msUntilNextTheme(now))}
        </span>
      </p>
    </Banner>
  );
}
