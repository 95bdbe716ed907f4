// Push Notifications Demo (/notification-demo): enable push on this device, then schedule the three
// reminders at the spec's times (§9: daily goal 7 PM next day, streak 8 PM, heart refill in an hour).
import { useState } from 'react';
import { reminderAt, type ReminderType } from '@fff/domain/account';
import { Button, Card } from '@fff/ui';
import { AccountPage } from '../../../components/AccountPage';
import { useScheduleReminderMutation } from '../api/notifications-api';
import { usePushNotifications } from '../hooks/use-push-notifications';
import { PushStatusCard } from './PushStatusCard';
import { ResetPermissionHelp } from './ResetPermissionHelp';

const REMINDERS: { type: ReminderType; label: string }[] = [
  { type: 'daily_goal', label: 'Daily goal reminder' },
  { type: 'streak_reminder', label: 'Streak reminder' },
  { type: 'heart_refill', label: 'Heart refill reminder' },
];

const REASONS: Record<string, string> = {
  notifications_off: 'Notifications are turned off in your Privacy Settings.',
  already_practised: 'You have already practised that day, so no reminder is needed.',
  hearts_full: 'Your hearts are already full.',
};

const timeText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The page. */
export function NotificationDemoView() {
  const push = usePushNotifications();
  const [schedule, { isLoading }] = useScheduleReminderMutation();
  const [result, setResult] = useState('');

  const plan = async (type: ReminderType, label: string) => {
    const answer = await schedule({ type, scheduledFor: reminderAt(type, new Date()).toISOString() });
    if ('data' in answer && answer.data) {
      const d = answer.data;
      setResult(
        d.scheduled && d.scheduledFor
          ? `${label} set for ${timeText(d.scheduledFor)}.`
          : `${label} not set. ${REASONS[d.reason ?? ''] ?? 'You already have one for that day.'}`,
      );
    } else {
      setResult(`${label} not set. Enable notifications on this device first.`);
    }
  };

  return (
    <AccountPage title="Push Notifications Demo" subtitle="Try reminders on this device">
      <PushStatusCard push={push} />
      <Card aria-labelledby="reminders-title">
        <h2 id="reminders-title">Reminders</h2>
        <p>
          Daily goal at 7 PM tomorrow, streak at 8 PM (only if you have not practised), hearts when they are
          full again.
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {REMINDERS.map((r) => (
            <Button
              key={r.type}
              $variant="secondary"
              disabled={!push.active || isLoading}
              onClick={() => void plan(r.type, r.label)}
            >
              {r.label}
            </Button>
          ))}
        </div>
        <p role="status" aria-live="polite">
          {result}
        </p>
      </Card>
      <ResetPermissionHelp />
    </AccountPage>
  );
}
