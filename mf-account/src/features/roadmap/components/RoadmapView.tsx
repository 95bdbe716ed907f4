// Public Roadmap (spec part 2 §2, §5, §8). Anyone can read it (the public reading of the route
// caveat); voting needs a signed-in learner, otherwise the login-required message shows.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RoadmapItem } from '@fff/contracts';
import { ROADMAP_TEXT, roadmapStats, visibleRoadmapItems, type RoadmapFilter } from '@fff/domain/help';
import { ACCOUNT_MESSAGES } from '@fff/domain/shared';
import {
  errorStatus,
  selectSignedIn,
  toast,
  useAppDispatch,
  useAppSelector,
  useCallFeedback,
} from '@fff/platform';
import { EmptyState, PageHeader, QueryStates, RoadmapIcon } from '@fff/ui';
import { SearchIcon } from '@fff/ui/screen-icons';
import { BackLink } from '../../../components/BackLink';
import { useGetRoadmapQuery, useVoteRoadmapItemMutation } from '../api/roadmap-api';
import { RoadmapCard } from './RoadmapCard';
import { RoadmapFilters } from './RoadmapFilters';
import { RoadmapStats } from './RoadmapStats';

// 'Login required: Please log in…' → toast title and description.
const [LOGIN_TITLE, LOGIN_BODY] = ACCOUNT_MESSAGES.voteLoginRequired.split(': ');

/** The whole roadmap screen. */
export function RoadmapView() {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const signedIn = useAppSelector(selectSignedIn);
  const roadmap = useGetRoadmapQuery();
  const [vote, { isLoading: voting, originalArgs: votingId }] = useVoteRoadmapItemMutation();
  const [filter, setFilter] = useState<RoadmapFilter>({ category: 'all', status: 'all' });

  const loginRequired = () =>
    dispatch(toast({ title: LOGIN_TITLE, description: LOGIN_BODY, variant: 'destructive' }));

  const onVote = async (item: RoadmapItem) => {
    if (!signedIn) return loginRequired();
    try {
      const res = await vote(item.id).unwrap();
      dispatch(
        toast({
          title: res.userVoted ? ROADMAP_TEXT.voteRecorded : ROADMAP_TEXT.voteRemoved,
          variant: 'success',
        }),
      );
    } catch (err) {
      if (errorStatus(err) === 401) return loginRequired();
      fail(err, { failed: ROADMAP_TEXT.voteFailedTitle, failedDetail: ROADMAP_TEXT.voteFailedBody });
    }
  };

  const header = (
    <PageHeader
      title="Public Roadmap"
      subtitle="Vote on what we cook up next"
      back={<BackLink to="/more" label="Back to More" />}
    />
  );
  const list = (items: RoadmapItem[]) => {
    const visible = visibleRoadmapItems(items, filter);
    return (
      <>
        {!signedIn && (
          <p style={{ margin: 0 }}>
            Anyone can browse the roadmap. <Link to="/auth">Sign in</Link> to vote.
          </p>
        )}
        <RoadmapStats stats={roadmapStats(items)} />
        <RoadmapFilters filter={filter} onChange={setFilter} />
        {visible.length === 0 ? (
          <EmptyState icon={<SearchIcon decorative />} title="No items match these filters">
            Try another category or status.
          </EmptyState>
        ) : (
          <ul
            aria-label="Roadmap items"
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 12,
            }}
          >
            {visible.map((item) => (
              <li key={item.id}>
                <RoadmapCard
                  item={item}
                  onVote={(i) => void onVote(i)}
                  pending={voting && votingId === item.id}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
      {header}
      <QueryStates
        query={roadmap}
        loading="Loading the roadmap..."
        failure={{
          icon: <RoadmapIcon decorative />,
          title: 'The roadmap could not be loaded',
          text: 'Please try again in a moment.',
        }}
      >
        {list}
      </QueryStates>
    </div>
  );
}
