// The last 5 activities with relative times; unknown types are shown generically.
import styled from 'styled-components';
import { relativeTime } from '@fff/domain/shared';
import {
  AchievementIcon,
  Card,
  FriendsIcon,
  type IconComponent,
  LearnIcon,
  LoadingText,
  StreakIcon,
  XpIcon,
} from '@fff/ui';
import { LevelUpIcon, SparklesIcon } from '@fff/ui/screen-icons';
import { useRecentActivities } from '../api/profile-api';
import { Muted, SectionTitle } from './parts';

const ICONS: Record<string, IconComponent> = {
  lesson_completed: LearnIcon,
  perfect_score: XpIcon,
  streak_milestone: StreakIcon,
  achievement_unlocked: AchievementIcon,
  friend_added: FriendsIcon,
  level_up: LevelUpIcon,
};

/** The activity's picture; an unknown type gets sparkles. */
function ActivityIcon({ type }: { type: string }) {
  const Icon = ICONS[type] ?? SparklesIcon;
  return <Icon decorative className="icon" />;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 8px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
  }
  .icon {
    flex: none;
    width: 1.3rem;
    height: 1.3rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  .text {
    flex: 1;
    min-width: 0;
  }
  .when {
    display: block;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .xp {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.success};
    white-space: nowrap;
  }
`;

/** Recent activity card. */
export function RecentActivity({ now = Date.now() }: { now?: number }) {
  const { data, isLoading, isError } = useRecentActivities();
  return (
    <Card aria-labelledby="activity-heading">
      <SectionTitle id="activity-heading">Recent Activity</SectionTitle>
      {isLoading && <LoadingText text="Loading activity..." />}
      {isError && <Muted role="alert">Recent activity could not be loaded.</Muted>}
      {data && data.length === 0 && <Muted>No activity yet. Complete a lesson to get cooking!</Muted>}
      {data && data.length > 0 && (
        <List aria-label="Recent activity">
          {data.map((a) => (
            <li key={a.id} data-activity-type={a.type}>
              <ActivityIcon type={a.type} />
              <span className="text">
                {a.description}
                {/* Drawn on the server a moment earlier, it may read a minute less: the
                    hydrating client keeps that text rather than throw the drawn page away. */}
                <time className="when" dateTime={a.createdAt} suppressHydrationWarning>
                  {relativeTime(a.createdAt, now)}
                </time>
              </span>
              {a.xpEarned > 0 && <span className="xp">+{a.xpEarned} XP</span>}
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
