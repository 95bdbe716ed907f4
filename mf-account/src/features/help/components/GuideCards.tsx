// The Game Mechanics Guide and the disabled Video Tutorials card (Coming Soon).
import styled from 'styled-components';
import { GAME_MECHANICS_GUIDE } from '@fff/domain/help';
import { Badge, Button, Card } from '@fff/ui';
import { GameIcon, VideoIcon } from '@fff/ui/screen-icons';

const List = styled.dl`
  margin: 10px 0 0;
  display: grid;
  gap: 8px;
  div {
    display: flex;
    gap: 10px;
    align-items: baseline;
  }
  dt {
    font-weight: 700;
    min-width: 7.5em;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The rules at a glance. */
export function GameMechanicsGuide() {
  return (
    <Card aria-labelledby="guide-title">
      <h2 id="guide-title" style={{ fontSize: '1.15rem', margin: 0 }}>
        <GameIcon decorative /> Game Mechanics Guide
      </h2>
      <List>
        {GAME_MECHANICS_GUIDE.map((g) => (
          <div key={g.title}>
            <dt>
              <span aria-hidden="true">{g.icon}</span> {g.title}
            </dt>
            <dd>{g.text}</dd>
          </div>
        ))}
      </List>
    </Card>
  );
}

/** Video Tutorials, disabled until they exist. */
export function VideoTutorialsCard() {
  return (
    <Card aria-labelledby="videos-title">
      <h2 id="videos-title" style={{ fontSize: '1.15rem', margin: 0 }}>
        <VideoIcon decorative /> Video Tutorials <Badge>Coming Soon</Badge>
      </h2>
      <p style={{ margin: '6px 0 10px' }}>Short videos of every technique, from the mascot chefs.</p>
      <Button $variant="secondary" disabled>
        Watch Tutorials
      </Button>
    </Card>
  );
}
