// The learner's three XP totals (prep, flavor, science) on the league screen, from GET /api/user.
import styled from 'styled-components';
import { useGetCurrentUserQuery } from '@fff/platform';
import { Card, LoadingText } from '@fff/ui';
import { FlavorXpIcon, PrepXpIcon, ScienceXpIcon } from '@fff/ui/screen-icons';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 10px;
  margin: 0;
  div {
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 800;
  }
`;

const KINDS = [
  { key: 'prepXp', label: 'Prep XP', Icon: PrepXpIcon },
  { key: 'flavorXp', label: 'Flavor XP', Icon: FlavorXpIcon },
  { key: 'scienceXp', label: 'Science XP', Icon: ScienceXpIcon },
] as const;

/** Prep, flavor and science XP of the signed-in learner; hidden when the user cannot be read. */
export function XpTotals() {
  // The shell's auth gate has usually cached the user already, so this rarely fetches.
  const { data: user, isLoading } = useGetCurrentUserQuery();
  if (isLoading) return <LoadingText text="Loading your XP..." />;
  if (!user) return null;
  return (
    <Card aria-label="Your XP">
      <Tiles>
        {KINDS.map(({ key, label, Icon }) => (
          <div key={key}>
            <dt>
              <Icon decorative /> {label}
            </dt>
            <dd>{user[key].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </Tiles>
    </Card>
  );
}
