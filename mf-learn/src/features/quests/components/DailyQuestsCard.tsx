// Daily quests on Learn (issue 38): the server's three quests of the learner's day, their progress
// and reward, and the chest. Every figure comes from the server's answer.
import styled from 'styled-components';
import { Card, ProgressBar, SpiceStonesIcon } from '@fff/ui';
import { useGetDailyQuestsQuery } from '../api/quests-api';
import { useClientStarted } from '../../../components/use-client-started';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 16px;
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 8px;
  align-items: center;
  > div:last-child {
    grid-column: 1 / -1;
  }
`;

const Chest = styled.p`
  margin: 0;
`;

const Reward = styled.span`
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Today's quests with progress bars; nothing while loading, a short note when they cannot load.
 * Drawn by the client only (after it started): the page drawn on the server is hydrated before this
 * remote's calls are known to the store, so server markup here would not match the client's.
 */
export function DailyQuestsCard() {
  const started = useClientStarted();
  const { data, isError } = useGetDailyQuestsQuery(undefined, { skip: !started });
  if (isError) return <p>Daily quests are not available right now.</p>;
  if (!data) return null;
  const done = data.quests.filter((q) => q.done).length;
  return (
    <Box as="section" aria-labelledby="daily-quests-heading">
      <h2 id="daily-quests-heading">
        Daily Quests · {done}/{data.quests.length}
      </h2>
      <ul>
        {data.quests.map((quest) => (
          <Row key={quest.id} data-done={quest.done || undefined}>
            <span>
              {quest.done ? '✅ ' : ''}
              {quest.title}
            </span>
            <Reward>
              +{quest.reward} <SpiceStonesIcon decorative />
              <span className="visually-hidden">Spice Stones</span>
            </Reward>
            <ProgressBar
              value={quest.progress}
              max={quest.target}
              label={`${quest.title}: ${quest.progress} of ${quest.target}`}
            />
          </Row>
        ))}
      </ul>
      <Chest aria-live="polite">
        {data.chest.opened
          ? `🎁 Chest opened: +${data.chest.reward} Spice Stones`
          : `🎁 Finish all ${data.quests.length} for a chest of ${data.chest.reward} Spice Stones`}
      </Chest>
    </Box>
  );
}
