// Leagues: the ten tiers by minimum XP, this week's league and where the learner's total XP stands.
import { LEAGUES, leagueForXp, xpToNextLeague } from '@fff/domain/social';
import { useGetCurrentUserQuery } from '@fff/platform';
import { Badge } from '@fff/ui';
import { Grow, List, Row, Score } from './league-styles';

/** The tier table with 'This week' and 'Your XP' marks. */
export function LeaguesTab({ currentLeagueId }: { currentLeagueId?: string }) {
  const { data: user } = useGetCurrentUserQuery();
  const standing = user ? leagueForXp(user.xp) : null;
  return (
    <>
      {user && standing && (
        <p>
          You have {user.xp.toLocaleString('en-US')} XP:{' '}
          {xpToNextLeague(user.xp) > 0
            ? `${xpToNextLeague(user.xp)} XP to the next league.`
            : 'the top league!'}{' '}
          Your league is set when you first open it each week.
        </p>
      )}
      <List aria-label="Leagues by minimum XP">
        {LEAGUES.map((league) => (
          <Row key={league.id} $mine={league.id === currentLeagueId}>
            <span aria-hidden="true" style={{ fontSize: '1.5rem' }}>
              {league.emoji}
            </span>
            <Grow>
              <strong>{league.name}</strong>
              <span>{league.theme}</span>
            </Grow>
            {league.id === currentLeagueId && <Badge $tone="primary">This week</Badge>}
            {league.id === standing?.id && league.id !== currentLeagueId && <Badge>Your XP</Badge>}
            <Score>
              {league.minXP.toLocaleString('en-US')}
              <small>min XP</small>
            </Score>
          </Row>
        ))}
      </List>
    </>
  );
}
