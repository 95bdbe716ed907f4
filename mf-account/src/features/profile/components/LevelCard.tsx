// Level badge, prestige badge and title, total XP, progress to the next level, and at level 100
// MAX LEVEL REACHED with 'Prestige Now!'.
import { useCallFeedback } from '@fff/platform';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@fff/contracts';
import { canPrestige, levelInfo, levelXp, MAX_LEVEL, prestigeTitle } from '@fff/domain/learning';
import { Badge, Button, Card, ProgressBar, XpIcon } from '@fff/ui';
import { usePrestigeMutation } from '../api/profile-api';
import { Muted } from './parts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 10px;
`;
// Rules, not style attributes: a page drawn on the server carries the markup, and its CSP refuses
// inline style attributes (only rules with the page's nonce apply).
const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;
const Total = styled.p`
  margin: 0 0 8px;
`;
const Max = styled.p`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
  margin: 8px 0;
  text-align: center;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-top: 12px;
  > * {
    flex: 1;
  }
`;

/** The learner's level card. */
export function LevelCard({ user, onLevelInfo }: { user: User; onLevelInfo: () => void }) {
  const navigate = useNavigate();
  const [prestige, { isLoading }] = usePrestigeMutation();
  const { run } = useCallFeedback();
  const info = levelInfo(levelXp(user), user.prestige);
  const level = user.level || info.level;
  const atMax = canPrestige(level);
  const title = prestigeTitle(user.prestige);
  return (
    <Card aria-labelledby="level-heading">
      <Row>
        <Heading id="level-heading">Level {level}</Heading>
        <Badge $tone="primary">Lv {level}</Badge>
        {user.prestige > 0 && (
          <Badge>
            <XpIcon decorative /> Prestige {user.prestige}
          </Badge>
        )}
        {title && <Badge $tone="muted">{title}</Badge>}
      </Row>
      <Total>
        <strong>{user.xp.toLocaleString('en-US')}</strong> total XP
      </Total>
      {atMax ? (
        <>
          <Max>MAX LEVEL REACHED</Max>
          <Muted>Prestige to start again from level 1 and earn a new title.</Muted>
          <Button
            $block
            disabled={isLoading}
            onClick={() => void run(() => prestige().unwrap(), { failed: 'Prestige failed' })}
          >
            {isLoading ? 'Prestiging...' : 'Prestige Now!'}
          </Button>
        </>
      ) : (
        <>
          <ProgressBar
            value={info.xpProgress}
            max={info.xpForNextLevel - info.xpForCurrentLevel}
            label={`Progress to level ${Math.min(level + 1, MAX_LEVEL)}`}
          />
          <Muted>
            {info.xpProgress} / {info.xpForNextLevel - info.xpForCurrentLevel} XP to level {level + 1}
          </Muted>
        </>
      )}
      <Actions>
        <Button onClick={() => navigate('/')}>Start Learning</Button>
        <Button $variant="secondary" onClick={onLevelInfo} aria-haspopup="dialog">
          How leveling works
        </Button>
      </Actions>
    </Card>
  );
}
