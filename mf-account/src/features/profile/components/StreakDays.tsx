// The profile's 30-day streak calendar: a day is marked when it is inside the current streak
// (spec rule) or the server has an activity on it; a day a Streak Freeze covered shows as frozen.
import { useMemo } from 'react';
import styled from 'styled-components';
import { isDayInStreak, lastDays } from '@fff/domain/learning';
import { STREAK_CALENDAR_DAYS } from '@fff/domain/shared';
import { StreakIcon } from '@fff/ui';
import { useGetStreakDaysQuery } from '../api/profile-api';

const Grid = styled.ol`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 6px;
`;

const Day = styled.li<{ $done: boolean; $today: boolean; $frozen: boolean }>`
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.sm};
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.surfaceAlt)};
  border: ${({ theme, $frozen }) => ($frozen ? `2px dashed ${theme.colors.accent}` : 'none')};
  color: ${({ theme, $done }) => ($done ? theme.colors.onPrimary : theme.colors.textMuted)};
  outline: ${({ theme, $today }) => ($today ? `2px solid ${theme.colors.accent}` : 'none')};
`;

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Last 30 days ending today. */
export function StreakDays({ today, streak }: { today: string; streak: number }) {
  const days = useMemo(() => lastDays(today, STREAK_CALENDAR_DAYS), [today]);
  const { data } = useGetStreakDaysQuery({ from: days[0], to: today });
  const active = useMemo(() => new Set(data?.dates ?? []), [data]);
  const frozen = useMemo(() => new Set(data?.frozen ?? []), [data]);
  return (
    <Grid aria-label={`Last ${STREAK_CALENDAR_DAYS} days`}>
      {days.map((day) => {
        const iced = frozen.has(day);
        const done = !iced && (active.has(day) || isDayInStreak(day, today, streak));
        const status = iced ? ', kept by a Streak Freeze' : done ? ', cooked' : ', no activity';
        return (
          <Day
            key={day}
            $done={done}
            $frozen={iced}
            $today={day === today}
            data-day={day}
            data-done={done || undefined}
            data-frozen={iced || undefined}
          >
            {iced ? (
              <span aria-hidden="true">❄️</span>
            ) : done ? (
              <StreakIcon decorative />
            ) : (
              <span aria-hidden="true">{Number(day.slice(8))}</span>
            )}
            <span className="visually-hidden">{`${dayLabel(day)}${status}${day === today ? ', today' : ''}`}</span>
          </Day>
        );
      })}
    </Grid>
  );
}
