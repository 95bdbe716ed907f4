// The status bar's month calendar: arrows, Current Month and Last Year; a day is marked when it
// is inside the current streak (spec rule) or the server has an activity on it.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { isDayInStreak, monthGrid, shiftMonth } from '@fff/domain/learning';
import { Button } from '@fff/ui';
import { useStreakCalendar } from '../api/status-api';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 12px 0 8px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Arrow = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.1rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  text-align: center;
  th {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: 4px 0;
  }
  td {
    padding: 2px;
  }
`;

const Day = styled.span<{ $done: boolean; $today: boolean; $frozen: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  font-size: 0.85rem;
  font-weight: ${({ $done }) => ($done ? 800 : 500)};
  background: ${({ theme, $done }) => ($done ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $done }) => ($done ? theme.colors.onPrimary : theme.colors.text)};
  outline: ${({ theme, $today }) => ($today ? `2px solid ${theme.colors.accent}` : 'none')};
  border: ${({ theme, $frozen }) => ($frozen ? `2px dashed ${theme.colors.accent}` : 'none')};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
  margin-top: 10px;
`;

const parse = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
const label = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Month calendar of streak days for `today` and the learner's `streak`. */
export function StreakMonthCalendar({ today, streak }: { today: string; streak: number }) {
  const current = parse(today);
  const [view, setView] = useState(current);
  const weeks = useMemo(() => monthGrid(view.year, view.month), [view]);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const { data } = useStreakCalendar({ from: days[0], to: days[days.length - 1] });
  const active = useMemo(() => new Set(data?.dates ?? []), [data]);
  // Days a Streak Freeze covered (bought in the Shop): marked apart from cooked days.
  const frozen = useMemo(() => new Set(data?.frozen ?? []), [data]);
  const isCurrent = view.year === current.year && view.month === current.month;
  const title = label(view.year, view.month);

  return (
    <div>
      <Nav>
        <Arrow aria-label="Previous month" onClick={() => setView(shiftMonth(view.year, view.month, -1))}>
          ‹
        </Arrow>
        <h3 aria-live="polite">{title}</h3>
        <Arrow
          aria-label="Next month"
          disabled={isCurrent}
          onClick={() => setView(shiftMonth(view.year, view.month, 1))}
        >
          ›
        </Arrow>
      </Nav>
      <Grid aria-label={`Streak calendar, ${title}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} />;
                const iced = frozen.has(day);
                const done = !iced && (active.has(day) || isDayInStreak(day, today, streak));
                const state = iced ? ', kept by a Streak Freeze' : done ? ', cooked' : '';
                const text = `${dayLabel(day)}${state}${day === today ? ', today' : ''}`;
                return (
                  <td key={j}>
                    <Day
                      $done={done}
                      $frozen={iced}
                      $today={day === today}
                      aria-label={text}
                      role="img"
                      data-day={day}
                      data-done={done || undefined}
                      data-frozen={iced || undefined}
                    >
                      {iced ? '❄' : Number(day.slice(8))}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Actions>
        <Button $variant="secondary" onClick={() => setView(current)}>
          Current Month
        </Button>
        <Button $variant="secondary" onClick={() => setView(shiftMonth(current.year, current.month, -12))}>
          Last Year
        </Button>
      </Actions>
    </div>
  );
}
