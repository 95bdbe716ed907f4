// The four info dialogs of the status bar. Numbers and texts come from @fff/domain; the markup is
// @fff/ui's InfoSummary, shared with the profile's dialogs.
import {
  COINS_HELP,
  COINS_SHOP_NOTE,
  daysText,
  HEARTS_FACTS,
  heartsStatusText,
  INFO_DIALOG_TITLES,
  SPICE_STONES_FACTS,
  SPICE_STONES_INTRO,
  STREAK_RESET_TEXT,
} from '@fff/domain/help';
import { fullHeartsText, MAX_HEARTS } from '@fff/domain/learning';
import {
  CoinsIcon,
  Dialog,
  HeartIcon,
  InfoSummary,
  NoHeartsIcon,
  SpiceStonesIcon,
  StreakIcon,
} from '@fff/ui';
import { useMinuteClock } from '@fff/platform';
import { StreakMonthCalendar } from './StreakMonthCalendar';

/** Which dialog is open. */
export type StatusDialogKind = 'streak' | 'hearts' | 'coins' | 'stones';

/**
 * Hearts: 'Hearts Full' at 5, else the next heart and the full-hearts time; the minutes left count
 * down every 60 s while the dialog is open (`now` fixes the time for tests).
 */
export function HeartsBody({
  hearts,
  nextHeartAt,
  now,
}: {
  hearts: number;
  nextHeartAt: string | null;
  now?: Date;
}) {
  const clock = useMinuteClock();
  return (
    <InfoSummary
      figure={
        hearts > 0 ? (
          Array.from({ length: hearts }, (_, i) => <HeartIcon key={i} decorative />)
        ) : (
          <NoHeartsIcon decorative />
        )
      }
      figureLabel={`${hearts} of ${MAX_HEARTS} hearts`}
      facts={HEARTS_FACTS}
    >
      <p role="status">
        <strong>{heartsStatusText(hearts, nextHeartAt, now ?? clock)}</strong>
      </p>
      {hearts < MAX_HEARTS && <p>{fullHeartsText(hearts)}</p>}
    </InfoSummary>
  );
}

/** Streak: the count, today's state, the reset rule and the month calendar. */
export function StreakBody({
  streak,
  today,
  todayDone,
}: {
  streak: number;
  today: string;
  todayDone: boolean;
}) {
  return (
    <>
      <InfoSummary icon={StreakIcon} figure={daysText(streak)} note={STREAK_RESET_TEXT}>
        <p role="status">
          {todayDone
            ? "Today's cooking is done. See you tomorrow!"
            : 'Complete a lesson today to keep your streak alive.'}
        </p>
      </InfoSummary>
      <StreakMonthCalendar today={today} streak={streak} />
    </>
  );
}

/** Props of StatusDialog. */
export interface StatusDialogProps {
  kind: StatusDialogKind | null;
  onClose: () => void;
  user: { streak: number; hearts: number; nextHeartAt: string | null; coins: number; spiceStones: number };
  today: string;
  todayDone: boolean;
}

/** The open status dialog, if any. */
export function StatusDialog({ kind, onClose, user, today, todayDone }: StatusDialogProps) {
  return (
    <Dialog open={kind !== null} onClose={onClose} title={kind ? INFO_DIALOG_TITLES[kind] : ''}>
      {kind === 'hearts' && <HeartsBody hearts={user.hearts} nextHeartAt={user.nextHeartAt} />}
      {kind === 'stones' && (
        <InfoSummary
          icon={SpiceStonesIcon}
          figure={user.spiceStones}
          lead={SPICE_STONES_INTRO}
          facts={SPICE_STONES_FACTS}
        />
      )}
      {kind === 'coins' && (
        <InfoSummary icon={CoinsIcon} figure={user.coins} lead={COINS_HELP} note={COINS_SHOP_NOTE} />
      )}
      {kind === 'streak' && <StreakBody streak={user.streak} today={today} todayDone={todayDone} />}
    </Dialog>
  );
}
