// The profile's info dialogs. Every number and message comes from @fff/domain.
import styled from 'styled-components';
import type { User } from '@fff/contracts';
import {
  approxMinutesToNextHeart, fullHeartsText, HEART_REGEN_MS, HIGH_SCORE_THRESHOLD, LESSON_XP_HIGH, LESSON_XP_LOW,
  MAX_HEARTS, MAX_LEVEL, minutesToNextHeart, nextHeartText, RECIPE_FLAVOR_XP, SCIENCE_LESSON_XP, SPICE_STONE_INFO,
  SPICE_STONES_PER_LEVEL_UP, XP_PER_SPICE_STONE, xpRequirements,
} from '@fff/domain';
import { Dialog } from '@fff/ui';
import { Facts, Muted, type ProfileDialogKind } from './parts';
import { StreakDays } from './StreakDays';

const Big = styled.p`font-size: 1.8rem; font-weight: 800; margin: 8px 0; text-align: center;`;
const TableWrap = styled.div`
  max-height: 300px; overflow-y: auto; margin-top: 8px; border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 4px 8px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { position: sticky; top: 0; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  tr[aria-current] td { font-weight: 800; color: ${({ theme }) => theme.colors.primary}; }
`;

/** Minutes to the next heart: from nextHeartAt, else the minutes left in the current hour. */
function nextHeartMinutes(nextHeartAt: string | null, now: Date): number {
  if (!nextHeartAt) return approxMinutesToNextHeart(now);
  return minutesToNextHeart({ hearts: 0, nextHeartAt: new Date(nextHeartAt), fullAt: null }, now);
}

function body(kind: ProfileDialogKind, user: User, today: string) {
  switch (kind) {
    case 'hearts':
      return (<>
        <Big>❤️ {user.hearts} / {MAX_HEARTS}</Big>
        <p><strong>{nextHeartText(user.hearts, nextHeartMinutes(user.nextHeartAt, new Date()))}</strong></p>
        {user.hearts < MAX_HEARTS && <p>{fullHeartsText(user.hearts)}</p>}
        <Facts>
          <li>You lose 1 heart for each wrong answer.</li>
          <li>1 heart regenerates every {HEART_REGEN_MS / 3_600_000} hour.</li>
          <li>You can hold at most {MAX_HEARTS} hearts.</li>
        </Facts>
      </>);
    case 'stones':
      return (<>
        <Big>🌶️ {user.spiceStones}</Big>
        <p>Spice Stones are earned as you learn:</p>
        <Facts>
          <li>1 Spice Stone for every {XP_PER_SPICE_STONE} XP you earn</li>
          <li>+{SPICE_STONES_PER_LEVEL_UP} for each level up</li>
          <li>+{SPICE_STONE_INFO.perLevel} per level</li>
          <li>+{SPICE_STONE_INFO.perDailyChallenge} per daily challenge</li>
          <li>+{SPICE_STONE_INFO.perAchievementMin} to {SPICE_STONE_INFO.perAchievementMax} per achievement</li>
          <li>+{SPICE_STONE_INFO.perStreakWeek} per week of streak</li>
        </Facts>
      </>);
    case 'streak':
      return (<>
        <Big>🔥 {user.streak} {user.streak === 1 ? 'day' : 'days'}</Big>
        <Muted>Longest streak: {user.longestStreak} {user.longestStreak === 1 ? 'day' : 'days'}. The streak resets after a missed day.</Muted>
        <StreakDays today={today} streak={user.streak} />
      </>);
    case 'coins':
      return (<>
        <Big>🪙 {user.coins}</Big>
        <p>Coins are bought with real money.</p>
        <Muted>The shop is coming soon.</Muted>
      </>);
    case 'leveling':
      return (<>
        <p>Your level comes from your Prep XP, up to level {MAX_LEVEL}. Level 1 needs {xpRequirements(1, 1)[0].required} XP and each later level needs 5% more than the one before.</p>
        <p>At level {MAX_LEVEL} you can prestige: you start again from level 1 and earn a prestige title.</p>
        <TableWrap tabIndex={0} aria-label="Progression table">
          <table>
            <caption className="visually-hidden">XP required to complete each level</caption>
            <thead><tr><th scope="col">Level</th><th scope="col">XP required</th></tr></thead>
            <tbody>
              {xpRequirements().map((r) => (
                <tr key={r.level} aria-current={r.level === user.level ? 'true' : undefined}>
                  <td>{r.level}</td><td>{r.required.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </>);
    case 'prepXp':
      return (<>
        <Big>🔪 {user.prepXp}</Big>
        <p>Prep XP comes from lessons and sets your level.</p>
        <Facts>
          <li>{LESSON_XP_HIGH} XP for a lesson with a quiz score of {HIGH_SCORE_THRESHOLD}% or more</li>
          <li>{LESSON_XP_LOW} XP below {HIGH_SCORE_THRESHOLD}%</li>
        </Facts>
      </>);
    case 'flavorXp':
      return (<>
        <Big>🧂 {user.flavorXp}</Big>
        <p>Flavour XP comes from recipes: {RECIPE_FLAVOR_XP} XP per recipe.</p>
        <Muted>Recipes are coming soon.</Muted>
      </>);
    case 'scienceXp':
      return (<>
        <Big>🔬 {user.scienceXp}</Big>
        <p>Science XP comes from science lessons: {SCIENCE_LESSON_XP} XP per lesson.</p>
        <Muted>Science lessons are coming soon.</Muted>
      </>);
    default:
      return null;
  }
}

const TITLES: Partial<Record<ProfileDialogKind, string>> = {
  hearts: 'Hearts', stones: 'Spice Stones', streak: 'Daily Streak', coins: 'Coins', leveling: 'Leveling System',
  prepXp: 'Prep XP', flavorXp: 'Flavour XP', scienceXp: 'Science XP',
};

/** The open info dialog (the upload dialog is separate). */
export function ProfileInfoDialog({ kind, onClose, user, today }: { kind: ProfileDialogKind | null; onClose: () => void; user: User; today: string }) {
  const title = kind ? TITLES[kind] : undefined;
  return (
    <Dialog open={Boolean(kind && title)} onClose={onClose} title={title ?? ''}>
      {kind && body(kind, user, today)}
    </Dialog>
  );
}
