// The four info dialogs of the status bar. Numbers and texts come from @fff/domain.
import styled from 'styled-components';
import {
  approxMinutesToNextHeart, fullHeartsText, HEART_REGEN_MS, MAX_HEARTS, minutesToNextHeart, nextHeartText,
  SPICE_STONE_INFO, SPICE_STONES_PER_LEVEL_UP, XP_PER_SPICE_STONE,
} from '@fff/domain';
import { Dialog } from '@fff/ui';
import { StreakMonthCalendar } from './StreakMonthCalendar';

/** Which dialog is open. */
export type StatusDialogKind = 'streak' | 'hearts' | 'coins' | 'stones';

const Big = styled.p`
  font-size: 2rem; font-weight: 800; margin: 8px 0; text-align: center;
`;
const Facts = styled.ul`
  padding-left: 1.2em; margin: 8px 0 0;
  li { margin: 4px 0; }
`;
const Note = styled.p`color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem;`;

/** Minutes to the next heart: from the server's nextHeartAt, else the minutes left in this hour. */
export function nextHeartMinutes(nextHeartAt: string | null, now: Date): number {
  if (!nextHeartAt) return approxMinutesToNextHeart(now);
  return minutesToNextHeart({ hearts: 0, nextHeartAt: new Date(nextHeartAt), fullAt: null }, now);
}

/** Hearts: 'Hearts Full' at 5, else the next heart and the full-hearts time. */
export function HeartsBody({ hearts, nextHeartAt, now = new Date() }: { hearts: number; nextHeartAt: string | null; now?: Date }) {
  const full = hearts >= MAX_HEARTS;
  return (
    <>
      <Big aria-label={`${hearts} of ${MAX_HEARTS} hearts`}>{'❤️'.repeat(Math.max(0, hearts)) || '💔'}</Big>
      <p role="status"><strong>{nextHeartText(hearts, nextHeartMinutes(nextHeartAt, now))}</strong></p>
      {!full && <p>{fullHeartsText(hearts)}</p>}
      <Facts>
        <li>You lose 1 heart for each wrong answer.</li>
        <li>1 heart regenerates every {HEART_REGEN_MS / 3_600_000} hour.</li>
        <li>You can hold at most {MAX_HEARTS} hearts.</li>
      </Facts>
    </>
  );
}

/** Spice Stones: balance and the spec's help text on earning them. */
export function StonesBody({ stones }: { stones: number }) {
  return (
    <>
      <Big>🌶️ {stones}</Big>
      <p>Spice Stones are earned as you learn:</p>
      <Facts>
        <li>1 Spice Stone for every {XP_PER_SPICE_STONE} XP you earn</li>
        <li>+{SPICE_STONES_PER_LEVEL_UP} for each level up</li>
        <li>+{SPICE_STONE_INFO.perLevel} per level</li>
        <li>+{SPICE_STONE_INFO.perDailyChallenge} per daily challenge</li>
        <li>+{SPICE_STONE_INFO.perAchievementMin} to {SPICE_STONE_INFO.perAchievementMax} per achievement</li>
        <li>+{SPICE_STONE_INFO.perStreakWeek} per week of streak</li>
      </Facts>
    </>
  );
}

/** Coins: bought with real money; the shop is coming soon. */
export function CoinsBody({ coins }: { coins: number }) {
  return (
    <>
      <Big>🪙 {coins}</Big>
      <p>Coins are bought with real money.</p>
      <Note>The shop is coming soon.</Note>
    </>
  );
}

/** Streak: the count, today's state and the month calendar. */
export function StreakBody({ streak, today, todayDone }: { streak: number; today: string; todayDone: boolean }) {
  return (
    <>
      <Big>🔥 {streak} {streak === 1 ? 'day' : 'days'}</Big>
      <p role="status">{todayDone ? "Today's cooking is done. See you tomorrow!" : 'Complete a lesson today to keep your streak alive.'}</p>
      <Note>The streak resets after a missed day.</Note>
      <StreakMonthCalendar today={today} streak={streak} />
    </>
  );
}

const TITLES: Record<StatusDialogKind, string> = {
  streak: 'Daily Streak', hearts: 'Hearts', coins: 'Coins', stones: 'Spice Stones',
};

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
    <Dialog open={kind !== null} onClose={onClose} title={kind ? TITLES[kind] : ''}>
      {kind === 'hearts' && <HeartsBody hearts={user.hearts} nextHeartAt={user.nextHeartAt} />}
      {kind === 'stones' && <StonesBody stones={user.spiceStones} />}
      {kind === 'coins' && <CoinsBody coins={user.coins} />}
      {kind === 'streak' && <StreakBody streak={user.streak} today={today} todayDone={todayDone} />}
    </Dialog>
  );
}
