// The profile's Awards & Achievements card (issue 38): every achievement from the server's answer,
// unlocked ones with their reward and day, locked ones greyed and labelled "Locked" (not by colour alone).
import styled from 'styled-components';
import { AchievementIcon, Card, LoadingText, LockedIcon } from '@fff/ui';
import { useGetAchievementsQuery } from '../api/profile-api';
import { Muted, SectionTitle } from './parts';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 10px;
`;

// Locked awards are greyed by a plain dashed frame, muted text and a faded icon: the text keeps
// its contrast (axe), and the "Locked" label says it in words too.
const Award = styled.li<{ $locked: boolean }>`
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 10px;
  background: ${({ theme, $locked }) => ($locked ? 'transparent' : theme.colors.surfaceAlt)};
  border: 1px
    ${({ theme, $locked }) => ($locked ? `dashed ${theme.colors.textMuted}` : `solid ${theme.colors.border}`)};
  svg {
    opacity: ${({ $locked }) => ($locked ? 0.5 : 1)};
  }
  strong {
    display: block;
    font-size: 0.95rem;
    color: ${({ theme, $locked }) => ($locked ? theme.colors.textMuted : theme.colors.text)};
  }
  span {
    display: block;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** Awards & Achievements card. */
export function AwardsCard() {
  const { data, isLoading, isError } = useGetAchievementsQuery();
  const unlocked = data?.achievements.filter((a) => a.unlocked).length ?? 0;
  return (
    <Card aria-labelledby="awards-heading">
      <SectionTitle id="awards-heading">Awards &amp; Achievements</SectionTitle>
      {isLoading && <LoadingText text="Loading achievements..." />}
      {isError && <Muted role="alert">Achievements could not be loaded.</Muted>}
      {data && (
        <>
          <Muted>
            {unlocked} of {data.achievements.length} unlocked
          </Muted>
          <Grid aria-label="Achievements">
            {data.achievements.map((a) => (
              <Award key={a.id} $locked={!a.unlocked} data-locked={!a.unlocked || undefined}>
                {a.unlocked ? <AchievementIcon decorative /> : <LockedIcon decorative />}
                <strong>{a.name}</strong>
                <span>{a.description}</span>
                {/* The day in the reader's time zone: the server drew it in its own, and the
                    hydrating client keeps that text rather than throw the drawn page away. */}
                <span suppressHydrationWarning>
                  {a.unlocked && a.unlockedAt
                    ? `Unlocked ${day(a.unlockedAt)} · +${a.reward} Spice Stones`
                    : `Locked · +${a.reward} Spice Stones`}
                </span>
              </Award>
            ))}
          </Grid>
        </>
      )}
    </Card>
  );
}
