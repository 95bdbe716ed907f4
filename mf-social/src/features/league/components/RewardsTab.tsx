// Rewards: what the week pays (the podium of each group, paid when the week closes) and the theme rule.
import { WEEKLY_PODIUM_REWARDS, weekEndsAt, type WeeklyTheme } from '@fff/domain/social';
import { Grow, List, Row, Score } from './league-styles';

const PLACES = ['🥇 1st place', '🥈 2nd place', '🥉 3rd place'];

/** The podium rewards of the week ending at the given week's end. */
export function RewardsTab({ week, theme }: { week?: string; theme?: WeeklyTheme }) {
  const ends = week ? weekEndsAt(week) : null;
  return (
    <>
      <p>
        Each week you compete in a group of up to 30 cooks of your league. When the week closes
        {ends
          ? ` (${ends.toLocaleString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })})`
          : ''}
        , the top 3 with XP that week earn Spice Stones.
      </p>
      <List aria-label="Weekly rewards">
        {WEEKLY_PODIUM_REWARDS.map((stones, i) => (
          <Row key={PLACES[i]}>
            <Grow>
              <strong>{PLACES[i]}</strong>
            </Grow>
            <Score>
              {stones}
              <small>Spice Stones</small>
            </Score>
          </Row>
        ))}
      </List>
      {theme && (
        <p>
          This week ({theme.name}): {theme.bonus}
        </p>
      )}
    </>
  );
}
