// The profile's info dialogs. Every number and message comes from @fff/domain; hearts, Spice Stones
// and coins use the same texts and InfoSummary markup as the shell's status-bar dialogs.
import styled from 'styled-components';
import type { User } from '@fff/contracts';
import {
  COINS_HELP,
  COINS_SHOP_NOTE,
  daysText,
  HEARTS_FACTS,
  heartsStatusText,
  INFO_DIALOG_TITLES,
  LEVELING_EXPLAINED,
  SPICE_STONES_FACTS,
  SPICE_STONES_INTRO,
  STREAK_RESET_TEXT,
} from '@fff/domain/help';
import {
  fullHeartsText,
  LESSON_XP_BANDS,
  LEVEL_XP_RULE,
  MAX_HEARTS,
  MAX_LEVEL,
  RECIPE_FLAVOR_XP,
  XP_KINDS_EXPLAINED,
  xpRequirements,
} from '@fff/domain/learning';
import { useMinuteClock } from '@fff/platform';
import {
  CoinsIcon,
  Dialog,
  HeartIcon,
  InfoFacts,
  InfoFigure as Big,
  InfoSummary,
  SpiceStonesIcon,
  StreakIcon,
  XpRequirementsTable,
} from '@fff/ui';
import { FlavorXpIcon, PrepXpIcon, ScienceXpIcon } from '@fff/ui/screen-icons';
import { Muted, type ProfileDialogKind } from './parts';
import { StreakDays } from './StreakDays';

const TableWrap = styled.div`
  max-height: 300px;
  overflow-y: auto;
  margin-top: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The next heart's minutes, counting down every 60 s while the dialog is open. */
function NextHeart({ hearts, nextHeartAt }: { hearts: number; nextHeartAt: string | null }) {
  const now = useMinuteClock();
  return <strong>{heartsStatusText(hearts, nextHeartAt, now)}</strong>;
}

function body(kind: ProfileDialogKind, user: User, today: string) {
  switch (kind) {
    case 'hearts':
      return (
        <InfoSummary icon={HeartIcon} figure={`${user.hearts} / ${MAX_HEARTS}`} facts={HEARTS_FACTS}>
          <p>
            <NextHeart hearts={user.hearts} nextHeartAt={user.nextHeartAt} />
          </p>
          {user.hearts < MAX_HEARTS && <p>{fullHeartsText(user.hearts)}</p>}
        </InfoSummary>
      );
    case 'stones':
      return (
        <InfoSummary
          icon={SpiceStonesIcon}
          figure={user.spiceStones}
          lead={SPICE_STONES_INTRO}
          facts={SPICE_STONES_FACTS}
        />
      );
    case 'streak':
      return (
        <>
          <Big>
            <StreakIcon decorative /> {daysText(user.streak)}
          </Big>
          <Muted>
            Longest streak: {daysText(user.longestStreak)}. {STREAK_RESET_TEXT}
          </Muted>
          <StreakDays today={today} streak={user.streak} />
        </>
      );
    case 'coins':
      return <InfoSummary icon={CoinsIcon} figure={user.coins} lead={COINS_HELP} note={COINS_SHOP_NOTE} />;
    case 'leveling':
      return (
        <>
          <p>{LEVELING_EXPLAINED}</p>
          <p>
            At level {MAX_LEVEL} you can prestige: you start again from level 1 and earn a prestige title.
          </p>
          <TableWrap tabIndex={0} aria-label="Progression table">
            <XpRequirementsTable rows={xpRequirements()} currentLevel={user.level} />
          </TableWrap>
        </>
      );
    case 'prepXp':
      return (
        <>
          <Big>
            <PrepXpIcon decorative /> {user.prepXp}
          </Big>
          <XpKindRule />
          <InfoFacts>
            {LESSON_XP_BANDS.map((band) => (
              <li key={band}>{band}</li>
            ))}
          </InfoFacts>
        </>
      );
    case 'flavorXp':
      return (
        <>
          <Big>
            <FlavorXpIcon decorative /> {user.flavorXp}
          </Big>
          <XpKindRule />
          <Muted>Recipes (coming soon) will add {RECIPE_FLAVOR_XP} Flavour XP each.</Muted>
        </>
      );
    case 'scienceXp':
      return (
        <>
          <Big>
            <ScienceXpIcon decorative /> {user.scienceXp}
          </Big>
          <XpKindRule />
          <Muted>Science lessons are coming soon.</Muted>
        </>
      );
    default:
      return null;
  }
}

/** Which lessons pay which XP kind, and that every kind moves the level. */
function XpKindRule() {
  return (
    <>
      <p>{XP_KINDS_EXPLAINED}</p>
      <p>{LEVEL_XP_RULE}</p>
    </>
  );
}

/** The open info dialog (the upload dialog is separate). */
export function ProfileInfoDialog({
  kind,
  onClose,
  user,
  today,
}: {
  kind: ProfileDialogKind | null;
  onClose: () => void;
  user: User;
  today: string;
}) {
  const title = kind && kind !== 'upload' ? INFO_DIALOG_TITLES[kind] : undefined;
  return (
    <Dialog open={Boolean(kind && title)} onClose={onClose} title={title ?? ''}>
      {kind && body(kind, user, today)}
    </Dialog>
  );
}
