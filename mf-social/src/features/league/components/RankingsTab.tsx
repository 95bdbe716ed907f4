// Rankings: the learner's cohort this week (position, avatar, username, weekly score, online, 'You').
import { useState } from 'react';
import { errorMessage } from '@fff/platform';
import type { LeagueRankingEntry } from '@fff/contracts';
import { Badge, EmptyState, LeagueIcon, QueryStates } from '@fff/ui';
import { Avatar } from '../../../components/Avatar';
import { useGetLeagueRankingsQuery } from '../api/league-api';
import { Grow, List, Rank, Row, RowButton, Score } from './league-styles';
import { MemberDialog } from './MemberDialog';

/** The cohort list; a row opens the member's dialog. */
export function RankingsTab() {
  const rankings = useGetLeagueRankingsQuery();
  const [open, setOpen] = useState<LeagueRankingEntry | null>(null);
  return (
    <QueryStates
      query={rankings}
      loading="Loading rankings..."
      failure={{
        role: 'status',
        icon: <LeagueIcon decorative />,
        title: "We couldn't load the rankings",
        text: errorMessage(rankings.error),
      }}
    >
      {(data) => (
        <>
          {data.length <= 1 && (
            <EmptyState icon={<LeagueIcon decorative />} title="No rivals yet">
              Your group fills up as cooks of your league open it this week. Earn XP to stay on top!
            </EmptyState>
          )}
          <Ranking entries={data} onOpen={setOpen} />
          <MemberDialog member={open} onClose={() => setOpen(null)} />
        </>
      )}
    </QueryStates>
  );
}

function Ranking({
  entries,
  onOpen,
}: {
  entries: LeagueRankingEntry[];
  onOpen: (e: LeagueRankingEntry) => void;
}) {
  return (
    <List aria-label="This week's rankings">
      {entries.map((entry) => (
        <Row key={entry.id} $mine={entry.isCurrentUser} data-testid="ranking-row">
          <RowButton
            onClick={() => onOpen(entry)}
            aria-label={`${entry.position}. ${entry.username}${entry.isCurrentUser ? ' (You)' : ''}, ${entry.weeklyScore} points`}
          >
            <Rank>{entry.position}</Rank>
            <Avatar username={entry.username} avatarUrl={entry.avatarUrl} size={36} online={entry.isOnline} />
            <Grow>
              <strong>{entry.username}</strong>
              <span>{entry.isOnline ? 'Online' : 'Offline'}</span>
            </Grow>
            {entry.isCurrentUser && <Badge $tone="primary">You</Badge>}
            <Score>
              {entry.weeklyScore}
              <small>points</small>
            </Score>
          </RowButton>
        </Row>
      ))}
    </List>
  );
}
