// The three XP tiles and the streak, hearts, coins and Spice Stones tiles; each opens its dialog.
import type { User } from '@fff/contracts';
import { MAX_HEARTS } from '@fff/domain/learning';
import { Card, CoinsIcon, HeartIcon, type IconComponent, SpiceStonesIcon, StreakIcon } from '@fff/ui';
import { FlavorXpIcon, PrepXpIcon, ScienceXpIcon } from '@fff/ui/screen-icons';
import { SectionTitle, Tile, TileGrid, type ProfileDialogKind } from './parts';

interface TileSpec {
  kind: ProfileDialogKind;
  icon: IconComponent;
  value: string;
  label: string;
  name: string;
}

function Tiles({
  tiles,
  cols,
  onOpen,
}: {
  tiles: TileSpec[];
  cols: number;
  onOpen: (k: ProfileDialogKind) => void;
}) {
  return (
    <TileGrid $cols={cols}>
      {tiles.map((t) => (
        <Tile
          key={t.kind}
          onClick={() => onOpen(t.kind)}
          aria-label={t.name}
          aria-haspopup="dialog"
          data-tile={t.kind}
        >
          <span className="value" aria-hidden="true">
            <t.icon decorative size="1.1em" /> {t.value}
          </span>
          <span className="label" aria-hidden="true">
            {t.label}
          </span>
        </Tile>
      ))}
    </TileGrid>
  );
}

/** Prep, Flavor and Science XP. */
export function XpTiles({ user, onOpen }: { user: User; onOpen: (k: ProfileDialogKind) => void }) {
  const tiles: TileSpec[] = [
    {
      kind: 'prepXp',
      icon: PrepXpIcon,
      value: String(user.prepXp),
      label: 'Prep XP',
      name: `Prep XP: ${user.prepXp}`,
    },
    {
      kind: 'flavorXp',
      icon: FlavorXpIcon,
      value: String(user.flavorXp),
      label: 'Flavor XP',
      name: `Flavor XP: ${user.flavorXp}`,
    },
    {
      kind: 'scienceXp',
      icon: ScienceXpIcon,
      value: String(user.scienceXp),
      label: 'Science XP',
      name: `Science XP: ${user.scienceXp}`,
    },
  ];
  return (
    <Card aria-labelledby="xp-heading">
      <SectionTitle id="xp-heading">Experience</SectionTitle>
      <Tiles tiles={tiles} cols={3} onOpen={onOpen} />
    </Card>
  );
}

/** Streak, hearts, coins and Spice Stones. */
export function StatTiles({ user, onOpen }: { user: User; onOpen: (k: ProfileDialogKind) => void }) {
  const days = `${user.streak} ${user.streak === 1 ? 'day' : 'days'}`;
  const tiles: TileSpec[] = [
    {
      kind: 'streak',
      icon: StreakIcon,
      value: String(user.streak),
      label: 'Day streak',
      name: `Streak: ${days}`,
    },
    {
      kind: 'hearts',
      icon: HeartIcon,
      value: `${user.hearts}/${MAX_HEARTS}`,
      label: 'Hearts',
      name: `Hearts: ${user.hearts} of ${MAX_HEARTS}`,
    },
    {
      kind: 'coins',
      icon: CoinsIcon,
      value: String(user.coins),
      label: 'Coins',
      name: `Coins: ${user.coins}`,
    },
    {
      kind: 'stones',
      icon: SpiceStonesIcon,
      value: String(user.spiceStones),
      label: 'Spice Stones',
      name: `Spice Stones: ${user.spiceStones}`,
    },
  ];
  return (
    <Card aria-labelledby="stats-heading">
      <SectionTitle id="stats-heading">Stats</SectionTitle>
      <Tiles tiles={tiles} cols={2} onOpen={onOpen} />
    </Card>
  );
}
