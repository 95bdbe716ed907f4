// The top bar's stats: streak, hearts, coins and Spice Stones buttons, each opening its dialog.
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { INFO_DIALOG_TITLES } from '@fff/domain/help';
import { MAX_HEARTS } from '@fff/domain/learning';
import { todayLocal, useGetCurrentUserQuery } from '@fff/platform';
import {
  CoinsIcon,
  HeartIcon,
  SpiceStonesIcon,
  StreakIcon,
  Tooltip,
  UnavailableIcon,
  type IconComponent,
} from '@fff/ui';
import { useTodayCompleted } from '../api/status-api';
import type { StatusDialogKind } from './StatusDialogs';

// The dialogs (and the streak's month calendar) load the first time a stat is pressed: most visits
// never open one.
const StatusDialog = lazy(() => import('./StatusDialogs').then((m) => ({ default: m.StatusDialog })));

const Row = styled.div`
  display: flex;
  gap: 4px;
  align-items: center;
`;

const Stat = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  min-width: 44px;
  padding: 0 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .icon {
    flex: none;
  }
  .streak {
    color: ${({ theme }) => theme.colors.primary};
  }
  .hearts {
    color: ${({ theme }) => theme.colors.danger};
    fill: currentColor;
  }
  .coins {
    color: ${({ theme }) => theme.colors.levelAmber};
  }
  .stones {
    color: ${({ theme }) => theme.colors.levelRed};
  }
`;

/** The four stat buttons; nothing until the user has loaded. */
export function StatusBar() {
  const { data: user } = useGetCurrentUserQuery();
  const [open, setOpenState] = useState<StatusDialogKind | null>(null);
  // Mounted from the first open on, so closing keeps the dialog's own close behaviour.
  const [used, setUsed] = useState(false);
  const setOpen = (kind: StatusDialogKind | null) => {
    if (kind) setUsed(true);
    setOpenState(kind);
  };
  const today = todayLocal();
  const todayDone = useTodayCompleted(today, !user);
  if (!user) return null;
  // Placeholder progression (svc-learning down) must not read as real zeros.
  if (user.progressionAvailable === false) {
    return (
      <Row role="status">
        <UnavailableIcon decorative /> Stats unavailable
      </Row>
    );
  }

  const stats: { kind: StatusDialogKind; Icon: IconComponent; value: number; label: string }[] = [
    {
      kind: 'streak',
      Icon: StreakIcon,
      value: user.streak,
      label: `Streak: ${user.streak} ${user.streak === 1 ? 'day' : 'days'}`,
    },
    { kind: 'hearts', Icon: HeartIcon, value: user.hearts, label: `Hearts: ${user.hearts} of ${MAX_HEARTS}` },
    { kind: 'coins', Icon: CoinsIcon, value: user.coins, label: `Coins: ${user.coins}` },
    {
      kind: 'stones',
      Icon: SpiceStonesIcon,
      value: user.spiceStones,
      label: `Spice Stones: ${user.spiceStones}`,
    },
  ];
  return (
    <Row>
      {stats.map((s) => (
        // The icons alone do not say what they count: the tooltip names it (the label says it to AT).
        <Tooltip key={s.kind} content={INFO_DIALOG_TITLES[s.kind]}>
          <Stat
            aria-label={s.label}
            aria-haspopup="dialog"
            onClick={() => setOpen(s.kind)}
            data-stat={s.kind}
          >
            <s.Icon decorative className={`icon ${s.kind}`} />
            <span aria-hidden="true">{s.value}</span>
          </Stat>
        </Tooltip>
      ))}
      {used && (
        <Suspense fallback={null}>
          <StatusDialog
            kind={open}
            onClose={() => setOpen(null)}
            user={user}
            today={today}
            todayDone={todayDone}
          />
        </Suspense>
      )}
    </Row>
  );
}
